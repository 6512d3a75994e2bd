/**
 * Seed data (ARCHITECTURE.md "Seed data, created on first start of an empty database"):
 * demo@wasl.dev and demo2@wasl.dev (Level 2, fully onboarded, data that does not overlap) and
 * new@wasl.dev (Level 0), all with the password Demo@2026.
 *
 * Deterministic: every value comes from a seeded PRNG and dates are relative to `now`, so the same
 * `now` gives the same rows. Fast: every table is written with a few multi-row INSERTs inside
 * one transaction (a failed seed leaves nothing behind).
 */
import { hashPassword } from '../auth/passwords.ts';
import type { Db, Queryable } from '../db/db.ts';
import { sanitiseSvg } from '../lib/uploads.ts';
import type { Flow } from '../lib/flow.ts';
import {
  CAMPAIGN_IDEAS,
  CITIES,
  DEMO,
  DEMO2,
  EXPAT_NAMES,
  FAMILY_NAMES,
  FEEDBACK_COMMENTS,
  FIRST_NAMES,
  NEW_MERCHANT,
  SEED_PASSWORD,
  STREETS,
  TICKET_TOPICS,
  type MerchantSpec,
  type Product,
} from './data.ts';
import { deliveryQuestion } from '../lib/survey-questions.ts';
import { insertRows } from './insert.ts';
import { scheduleRun } from '../messaging/campaigns.ts';
import { Random } from './random.ts';

export { DEMO, DEMO2, NEW_MERCHANT, SEED_PASSWORD } from './data.ts';

export interface SeedOptions {
  /** The seed's "today" (default: the current time). */
  now?: Date;
  /** Reuse a hash instead of computing argon2id (tests that seed many databases). */
  passwordHash?: string;
}

export interface SeedResult {
  skipped: boolean;
  merchants: { email: string; id: number }[];
  /** Rows written per table. */
  counts: Record<string, number>;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Saudi Arabia is UTC+3 all year. */
const RIYADH_OFFSET = 3 * HOUR;

const round2 = (n: number) => Math.round(n * 100) / 100;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

const ORDER_PATH = ['placed', 'packed', 'shipped', 'reached_nearest_hub', 'out_for_delivery', 'delivered'] as const;
type OrderStatus = (typeof ORDER_PATH)[number] | 'cancelled' | 'returned' | 'replaced' | 'refunded';
const ALL_ORDER_STATUSES: OrderStatus[] = [...ORDER_PATH, 'cancelled', 'returned', 'replaced', 'refunded'];

/** The status history that leads to a final status (along @wasl/api's allowed transitions). */
function historyOf(status: OrderStatus, rng: Random): OrderStatus[] {
  const upTo = (s: (typeof ORDER_PATH)[number]) => ORDER_PATH.slice(0, ORDER_PATH.indexOf(s) + 1) as OrderStatus[];
  switch (status) {
    case 'cancelled':
      return rng.chance(0.5) ? ['placed', 'cancelled'] : ['placed', 'packed', 'cancelled'];
    case 'returned':
    case 'replaced':
      return [...upTo('delivered'), status];
    case 'refunded':
      return rng.chance(0.3) ? ['placed', 'cancelled', 'refunded'] : [...upTo('delivered'), 'returned', 'refunded'];
    default:
      return upTo(status);
  }
}

function statusForAge(days: number, rng: Random): OrderStatus {
  if (days < 2)
    return rng.weighted<OrderStatus>([
      ['placed', 35],
      ['packed', 30],
      ['shipped', 20],
      ['reached_nearest_hub', 8],
      ['out_for_delivery', 7],
    ]);
  if (days < 8)
    return rng.weighted<OrderStatus>([
      ['shipped', 20],
      ['reached_nearest_hub', 15],
      ['out_for_delivery', 20],
      ['delivered', 35],
      ['cancelled', 10],
    ]);
  return rng.weighted<OrderStatus>([
    ['delivered', 76],
    ['cancelled', 6],
    ['returned', 6],
    ['replaced', 4],
    ['refunded', 8],
  ]);
}

function messageStatus(ageDays: number, rng: Random): 'sent' | 'delivered' | 'seen' | 'failed' {
  if (ageDays < 1)
    return rng.weighted([
      ['sent', 30],
      ['delivered', 40],
      ['seen', 25],
      ['failed', 5],
    ] as const);
  return rng.weighted([
    ['seen', 64],
    ['delivered', 25],
    ['sent', 4],
    ['failed', 7],
  ] as const);
}

interface Customer {
  phone: string;
  name: string;
  language: 'en' | 'ar';
  city: (typeof CITIES)[number];
  address: { Address_line1: string; Address_line2: string; Address_line3: string };
  firstSeen?: Date;
}

function makeCustomers(spec: MerchantSpec, rng: Random): Customer[] {
  const phones = new Set<string>();
  const customers: Customer[] = [];
  while (customers.length < spec.customers) {
    const phone = `+9665${rng.pick(spec.phonePrefixes)}${rng.digits(7)}`;
    if (phones.has(phone)) continue;
    phones.add(phone);
    const language: 'en' | 'ar' = rng.chance(spec.language === 'ar' ? 0.8 : 0.62) ? 'ar' : 'en';
    const first = rng.pick(FIRST_NAMES);
    const family = rng.pick(FAMILY_NAMES);
    const name = language === 'ar' ? `${first[0]} ${family[0]}` : rng.chance(0.25) ? rng.pick(EXPAT_NAMES) : `${first[1]} ${family[1]}`;
    const city = rng.pick(CITIES);
    const district = rng.pick(city.districts);
    const street = rng.pick(STREETS);
    const building = rng.int(1000, 9999);
    const postal = `${city.postal}${rng.digits(3)}`;
    const i = language === 'ar' ? 0 : 1;
    customers.push({
      phone,
      name,
      language,
      city,
      address: {
        Address_line1: language === 'ar' ? `مبنى ${building}، ${street[0]}` : `Building ${building}, ${street[1]}`,
        Address_line2: language === 'ar' ? `حي ${district[0]}` : `${district[1]} district`,
        Address_line3: `${city.name[i]} ${postal}`,
      },
    });
  }
  return customers;
}

/** A moment `daysAgo` days before now at a plausible local hour, never in the future. */
function momentAgo(now: Date, daysAgo: number, rng: Random): Date {
  const localMidnight = Math.floor((now.getTime() + RIYADH_OFFSET) / DAY) * DAY - RIYADH_OFFSET;
  const hour = rng.weighted([
    [8, 2],
    [10, 4],
    [12, 5],
    [14, 5],
    [16, 6],
    [18, 7],
    [20, 8],
    [22, 5],
  ] as const);
  let t = localMidnight - daysAgo * DAY + hour * HOUR + rng.int(0, 119) * MINUTE;
  if (t > now.getTime()) t = now.getTime() - rng.int(1, 180) * MINUTE;
  return new Date(t);
}

function logoSvg(spec: MerchantSpec): Uint8Array {
  const raw = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>${spec.businessName.replaceAll('&', '&amp;')}</title><rect width="64" height="64" rx="14" fill="${spec.logoColour}"/><text x="32" y="42" font-size="30" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#FFFFFF">${spec.logoLetter}</text></svg>`;
  const clean = sanitiseSvg(raw);
  if (!clean.ok) throw new Error(`seed logo rejected: ${clean.reason}`);
  return new TextEncoder().encode(clean.svg);
}

function chatbotFlow(spec: MerchantSpec): Flow {
  const ar = spec.businessNameAr;
  const en = spec.businessName;
  const node = (
    id: string,
    type: Flow['nodes'][number]['type'],
    x: number,
    y: number,
    enTitle: string,
    arTitle: string,
    enText: string,
    arText: string,
  ) => ({
    id,
    type,
    position: { x, y },
    data: { enTitle, arTitle, enText, arText },
  });
  const care = spec.sections[1]?.name ?? spec.sections[0]?.name ?? 'Support';
  return {
    nodes: [
      node(
        'welcome',
        'text',
        0,
        0,
        'Start',
        'البداية',
        `Welcome to ${en}! How can we help you today?`,
        `أهلًا بك في ${ar}! كيف نقدر نخدمك اليوم؟`,
      ),
      node('track', 'order', -360, 220, 'Track my order', 'تتبع طلبي', '$ORDER', '$ORDER'),
      node('agent', 'agent', -120, 220, care, care, '$AGENT', '$AGENT'),
      node('language', 'lang', 120, 220, 'العربية', 'English', '$LANG', '$LANG'),
      node(
        'hours',
        'text',
        360,
        220,
        'Opening hours',
        'ساعات العمل',
        'We reply from 9 am to 10 pm, Saturday to Thursday.',
        'نرد على استفساراتكم من ٩ صباحًا حتى ١٠ مساءً، من السبت إلى الخميس.',
      ),
      node('faq', 'text', 600, 220, 'Delivery & returns', 'التوصيل والإرجاع', 'What would you like to know?', 'ماذا تود أن تعرف؟'),
      node(
        'delivery',
        'text',
        480,
        440,
        'Delivery times',
        'مدة التوصيل',
        'Delivery takes 1–3 working days in major cities.',
        'يستغرق التوصيل من ١ إلى ٣ أيام عمل في المدن الرئيسية.',
      ),
      node(
        'returns',
        'text',
        720,
        440,
        'Returns',
        'الإرجاع',
        'Unopened items can be returned within 14 days.',
        'يمكن إرجاع المنتجات غير المفتوحة خلال ١٤ يومًا.',
      ),
      node('back', 'text', 600, 660, 'Main menu', 'القائمة الرئيسية', '', ''),
    ],
    edges: [
      { id: 'e-welcome-track', source: 'welcome', target: 'track' },
      { id: 'e-welcome-agent', source: 'welcome', target: 'agent' },
      { id: 'e-welcome-language', source: 'welcome', target: 'language' },
      { id: 'e-welcome-hours', source: 'welcome', target: 'hours' },
      { id: 'e-welcome-faq', source: 'welcome', target: 'faq' },
      { id: 'e-faq-delivery', source: 'faq', target: 'delivery' },
      { id: 'e-faq-returns', source: 'faq', target: 'returns' },
      { id: 'e-delivery-back', source: 'delivery', target: 'back' },
      { id: 'e-returns-back', source: 'returns', target: 'back' },
      { id: 'e-back-welcome', source: 'back', target: 'welcome' },
    ],
  };
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_AR = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

async function seedMerchant(
  q: Queryable,
  spec: MerchantSpec,
  passwordHash: string,
  now: Date,
  counts: Record<string, number>,
): Promise<number> {
  const rng = new Random(spec.seed);
  const add = (table: string, n: number) => {
    counts[table] = (counts[table] ?? 0) + n;
  };
  const ago = (ms: number) => new Date(now.getTime() - ms);

  /* ----------------------------------------------------------- merchant, logo, settings */
  const logoFile = `${rng.hex(16)}.svg`;
  const profile = {
    Business_Contact: spec.contactPhones[0]?.phone ?? '',
    Business_Email: `hello@${spec.domain}`,
    VAT: spec.vat,
    Links: {
      Website: `https://${spec.domain}`,
      Facebook: `https://facebook.com/${spec.domain.split('.')[0]}`,
      Instagram: `https://instagram.com/${spec.domain.split('.')[0]}`,
      Twitter: `https://x.com/${spec.domain.split('.')[0]}`,
    },
    Business_Address: { Address_line1: spec.address.en[0], Address_line2: spec.address.en[1], Address_line3: spec.address.en[2] },
    Business_Address_ar: { Address_line1: spec.address.ar[0], Address_line2: spec.address.ar[1], Address_line3: spec.address.ar[2] },
  };
  const [merchant] = await insertRows(
    q,
    'merchants',
    [
      'email',
      'password_hash',
      'level',
      'business_name',
      'business_name_ar',
      'logo_link',
      'language',
      'profile',
      'package_id',
      'created_at',
    ],
    [
      [
        spec.email,
        passwordHash,
        2,
        spec.businessName,
        spec.businessNameAr,
        `/merchant/v1.0/uploads/${logoFile}`,
        spec.language,
        profile,
        spec.plan,
        ago(200 * DAY),
      ],
    ],
    { returning: 'id', casts: { profile: 'jsonb' } },
  );
  const merchantId = Number(merchant?.id);
  add('merchants', 1);
  const logo = logoSvg(spec);
  await insertRows(
    q,
    'uploads',
    ['merchant_id', 'file_name', 'content_type', 'size', 'data'],
    [[merchantId, logoFile, 'image/svg+xml', logo.byteLength, logo]],
  );
  add('uploads', 1);
  await insertRows(
    q,
    'settings',
    ['merchant_id', 'support', 'botflow', 'support_start', 'support_end', 'time_zone', 'chat_end_minutes', 'show_number'],
    [[merchantId, true, true, '09:00', '22:00', 'Asia/Riyadh', 120, spec.language === 'ar']],
  );
  add('settings', 1);

  /* ----------------------------------------------------------- sections, agents, quick messages */
  const sectionRows = await insertRows(
    q,
    'sections',
    ['merchant_id', 'name', 'color', 'start_time', 'end_time', 'support', 'botflow', 'time_zone', 'created_at'],
    spec.sections.map((s, i) => [merchantId, s.name, s.color, s.start, s.end, true, i === 0, 'Asia/Riyadh', ago((180 - i) * DAY)]),
    { returning: 'id' },
  );
  const sectionIds = sectionRows.map((r) => Number(r.id));
  add('sections', sectionIds.length);
  const agentRows = await insertRows(
    q,
    'agents',
    ['merchant_id', 'name', 'email', 'status', 'section_id', 'service', 'settings', 'created_at'],
    spec.agents.map((a, i) => [
      merchantId,
      a.name,
      a.email,
      a.status,
      a.sections.length ? sectionIds[a.sections[0] as number] : null,
      a.service,
      { Show_Number: a.phone !== null, Chat_End_Hours: i % 2 ? null : 24, phone: a.phone },
      ago((170 - i * 9) * DAY),
    ]),
    { returning: 'id', casts: { settings: 'jsonb' } },
  );
  const agentIds = agentRows.map((r) => Number(r.id));
  add('agents', agentIds.length);
  const activeAgents = agentIds.filter((_, i) => spec.agents[i]?.status === 'active');
  const assignments = spec.agents.flatMap((a, i) => a.sections.map((s) => [merchantId, agentIds[i], sectionIds[s]]));
  await insertRows(q, 'agent_sections', ['merchant_id', 'agent_id', 'section_id'], assignments);
  add('agent_sections', assignments.length);
  await insertRows(
    q,
    'quick_messages',
    ['merchant_id', 'key', 'content', 'position'],
    spec.quick.map((m, i) => [merchantId, m.key, m.content, i]),
  );
  add('quick_messages', spec.quick.length);

  /* ----------------------------------------------------------- customers and orders */
  const customers = makeCustomers(spec, rng);
  interface OrderDraft {
    date: Date;
    customer: Customer;
    status: OrderStatus;
    history: { status: OrderStatus; at: Date }[];
    items: { product: Product; quantity: number; discount: number; tax: number; total: number }[];
    subtotal: number;
    discount: number;
    tax: number;
    shipping: number;
    total: number;
    payment: string;
    source: string;
  }
  const drafts: OrderDraft[] = [];
  for (let i = 0; i < spec.orders; i++) {
    const daysAgo = Math.floor(rng.next() ** 1.15 * 92);
    const date = momentAgo(now, daysAgo, rng);
    const customer = rng.pick(customers);
    const ageDays = (now.getTime() - date.getTime()) / DAY;
    const status = statusForAge(ageDays, rng);
    const steps = historyOf(status, rng);
    const history: OrderDraft['history'] = [];
    let t = date.getTime();
    for (const [index, s] of steps.entries()) {
      if (index > 0) t = Math.min(now.getTime() - (steps.length - index) * MINUTE, t + rng.int(3, 30) * HOUR);
      history.push({ status: s, at: new Date(Math.max(t, date.getTime() + index * MINUTE)) });
    }
    const products = rng.sample(
      spec.products,
      rng.weighted([
        [1, 50],
        [2, 30],
        [3, 15],
        [4, 5],
      ] as const),
    );
    const items = products.map((product) => {
      const quantity = rng.weighted([
        [1, 65],
        [2, 25],
        [3, 10],
      ] as const);
      const gross = product.price * quantity;
      const discount = rng.chance(0.12) ? round2(gross * 0.1) : 0;
      const tax = round2((gross - discount) * 0.15);
      return { product, quantity, discount, tax, total: round2(gross - discount + tax) };
    });
    const subtotal = round2(items.reduce((s, it) => s + it.product.price * it.quantity, 0));
    const discount = round2(items.reduce((s, it) => s + it.discount, 0));
    const tax = round2(items.reduce((s, it) => s + it.tax, 0));
    const shipping = subtotal - discount >= 200 ? 0 : 25;
    drafts.push({
      date,
      customer,
      status,
      history,
      items,
      subtotal,
      discount,
      tax,
      shipping,
      total: round2(subtotal - discount + tax + shipping),
      payment: rng.weighted([
        ['prepaid', 62],
        ['postpaid', 32],
        ['none', 6],
      ] as const),
      source: rng.weighted([
        [spec.orderPrefix === 'NKH' ? 'salla' : 'zid', 70],
        ['api', 30],
      ] as const),
    });
  }
  // Every status must appear: give missing ones to the oldest delivered orders.
  for (const status of ALL_ORDER_STATUSES) {
    if (drafts.some((d) => d.status === status)) continue;
    const victim = drafts.filter((d) => d.status === 'delivered').sort((a, b) => a.date.getTime() - b.date.getTime())[0] ?? drafts[0];
    if (!victim) break;
    victim.status = status;
    const steps = historyOf(status, rng);
    victim.history = steps.map((s, i) => ({ status: s, at: new Date(victim.date.getTime() + i * 6 * HOUR) }));
  }
  drafts.sort((a, b) => a.date.getTime() - b.date.getTime());
  const orderIdOf = (i: number) => `${spec.orderPrefix}-${spec.firstOrderNumber + i}`;
  const orderRows = await insertRows(
    q,
    'orders',
    [
      'merchant_id',
      'order_id',
      'phone',
      'customer_name',
      'order_date',
      'updated_at',
      'status',
      'currency',
      'total',
      'subtotal',
      'shipping',
      'discount',
      'tax',
      'payment_method',
      'lang',
      'billing_address',
      'shipping_address',
      'invoice',
      'source',
    ],
    drafts.map((d, i) => [
      merchantId,
      orderIdOf(i),
      d.customer.phone,
      d.customer.name,
      d.date,
      d.history[d.history.length - 1]?.at ?? d.date,
      d.status,
      'SAR',
      d.total,
      d.subtotal,
      d.shipping,
      d.discount,
      d.tax,
      d.payment,
      d.customer.language,
      d.customer.address,
      d.customer.address,
      `https://${spec.domain}/invoices/${orderIdOf(i)}.pdf`,
      d.source,
    ]),
    { returning: 'id, order_id', casts: { billing_address: 'jsonb', shipping_address: 'jsonb' } },
  );
  add('orders', orderRows.length);
  const pkByOrderId = new Map(orderRows.map((r) => [String(r.order_id), Number(r.id)]));
  const orderPks = drafts.map((_, i) => pkByOrderId.get(orderIdOf(i)));
  const itemRows = drafts.flatMap((d, i) =>
    d.items.map((it) => [
      orderPks[i],
      merchantId,
      it.product.name[d.customer.language === 'ar' ? 0 : 1],
      it.product.sku,
      it.quantity,
      it.product.price,
      it.discount,
      it.tax,
      it.total,
    ]),
  );
  await insertRows(
    q,
    'order_items',
    ['order_pk', 'merchant_id', 'product_name', 'sku', 'quantity', 'unit_price', 'discount', 'tax', 'total'],
    itemRows,
  );
  add('order_items', itemRows.length);
  const historyRows = drafts.flatMap((d, i) =>
    d.history.map((h, k) => [orderPks[i], merchantId, h.status, k === 0 ? 'store' : rng.chance(0.7) ? 'store' : 'dashboard', h.at]),
  );
  await insertRows(q, 'order_status_history', ['order_pk', 'merchant_id', 'status', 'source', 'changed_at'], historyRows);
  add('order_status_history', historyRows.length);

  /* ----------------------------------------------------------- clients */
  for (const d of drafts) if (!d.customer.firstSeen || d.date < d.customer.firstSeen) d.customer.firstSeen = d.date;
  for (const c of customers) c.firstSeen ??= momentAgo(now, rng.int(0, 90), rng);
  await insertRows(
    q,
    'clients',
    ['merchant_id', 'phone', 'name', 'language', 'created_at'],
    customers.map((c) => [merchantId, c.phone, c.name, c.language, c.firstSeen]),
  );
  add('clients', customers.length);

  /* ----------------------------------------------------------- outbound messages (orders) */
  const messages: unknown[][] = [];
  const message = (to: string, kind: string, ref: string, language: string, body: string, at: Date) => {
    const age = (now.getTime() - at.getTime()) / DAY;
    messages.push([
      merchantId,
      to,
      kind,
      ref,
      language,
      body,
      messageStatus(age, rng),
      at,
      new Date(Math.min(now.getTime(), at.getTime() + rng.int(1, 90) * MINUTE)),
    ]);
  };
  drafts.forEach((d, i) => {
    const id = orderIdOf(i);
    const ar = d.customer.language === 'ar';
    message(
      d.customer.phone,
      'invoice',
      id,
      d.customer.language,
      ar
        ? `تم تأكيد طلبك ${id} بقيمة ${d.total} ريال. الفاتورة: https://${spec.domain}/invoices/${id}.pdf`
        : `Your order ${id} of SAR ${d.total} is confirmed. Invoice: https://${spec.domain}/invoices/${id}.pdf`,
      new Date(d.date.getTime() + 2 * MINUTE),
    );
    for (const h of d.history.slice(1)) {
      if (!['shipped', 'out_for_delivery', 'delivered', 'cancelled', 'refunded'].includes(h.status)) continue;
      message(
        d.customer.phone,
        'order_status',
        id,
        d.customer.language,
        ar ? `تحديث حالة طلبك ${id}: ${h.status}` : `Update on your order ${id}: ${h.status.replaceAll('_', ' ')}`,
        h.at,
      );
    }
  });

  /* ----------------------------------------------------------- conversations and feedback (3 months) */
  const conversations: unknown[][] = [];
  const feedbacks: unknown[][] = [];
  const agentFeedback = new Map<number, number[]>();
  for (let day = 0; day < 92; day++) {
    const n = Math.round(spec.activity * rng.int(2, 7));
    for (let k = 0; k < n; k++) {
      const c = rng.pick(customers);
      const at = momentAgo(now, day, rng);
      const open = day === 0 && rng.chance(0.4);
      const sectionIndex = rng.int(0, sectionIds.length - 1);
      const agent = rng.chance(0.8) && activeAgents.length ? rng.pick(activeAgents) : null;
      conversations.push([
        merchantId,
        c.phone,
        c.name,
        agent,
        sectionIds[sectionIndex],
        rng.chance(0.3) ? 'business' : 'user',
        open ? 'open' : 'closed',
        rng.int(2, 28),
        at,
        open ? null : new Date(Math.min(now.getTime(), at.getTime() + rng.int(4, 95) * MINUTE)),
      ]);
    }
    const f = Math.round(spec.activity * rng.int(0, 3));
    for (let k = 0; k < f; k++) {
      const rating = rng.weighted([
        [5, 40],
        [4, 25],
        [3, 15],
        [2, 10],
        [1, 10],
      ] as const);
      const sentiment = rating >= 4 ? 'positive' : rating === 3 ? 'neutral' : 'negative';
      const agent = activeAgents.length ? rng.pick(activeAgents) : null;
      if (agent !== null) agentFeedback.set(agent, [...(agentFeedback.get(agent) ?? []), rating]);
      feedbacks.push([
        merchantId,
        rng.pick(customers).phone,
        agent,
        rating,
        sentiment,
        rng.pick(FEEDBACK_COMMENTS[sentiment]),
        momentAgo(now, day, rng),
      ]);
    }
  }
  await insertRows(
    q,
    'conversations',
    ['merchant_id', 'phone', 'client_name', 'agent_id', 'section_id', 'kind', 'status', 'messages', 'started_at', 'ended_at'],
    conversations,
  );
  add('conversations', conversations.length);
  await insertRows(q, 'feedbacks', ['merchant_id', 'phone', 'agent_id', 'rating', 'sentiment', 'comment', 'created_at'], feedbacks);
  add('feedbacks', feedbacks.length);
  for (const [agentId, ratings] of agentFeedback) {
    const avg = ratings.reduce((s, r) => s + r, 0) / ratings.length;
    await q.query('UPDATE agents SET feedback = $3, rating = $4 WHERE merchant_id = $1 AND id = $2', [
      merchantId,
      agentId,
      ratings.length,
      round2(avg),
    ]);
  }

  /* ----------------------------------------------------------- abandoned carts */
  const carts: unknown[][] = [];
  for (let day = 0; day < 92; day++) {
    const n = Math.round(spec.activity * rng.int(0, 2));
    for (let k = 0; k < n; k++) {
      const c = rng.pick(customers);
      const items = rng
        .sample(spec.products, rng.int(1, 3))
        .map((p) => ({ name: p.name[c.language === 'ar' ? 0 : 1], sku: p.sku, quantity: 1, price: p.price }));
      const total = round2(items.reduce((s, it) => s + it.price, 0) * 1.15);
      const at = momentAgo(now, day, rng);
      const reminded = rng.chance(0.85);
      const recovered = reminded && rng.chance(0.3);
      const cartId = `${spec.orderPrefix}-C${rng.digits(6)}`;
      carts.push([
        merchantId,
        cartId,
        c.phone,
        c.name,
        total,
        'SAR',
        items,
        `https://${spec.domain}/cart/${rng.hex(8)}`,
        c.language,
        reminded,
        recovered,
        at,
      ]);
      if (reminded) {
        message(
          c.phone,
          'cart_reminder',
          cartId,
          c.language,
          c.language === 'ar'
            ? `نسيت شيئًا في سلتك؟ أكمل طلبك الآن من ${spec.businessNameAr}.`
            : `You left something in your cart at ${spec.businessName}. Complete your order now.`,
          new Date(Math.min(now.getTime(), at.getTime() + 60 * MINUTE)),
        );
      }
    }
  }
  await insertRows(
    q,
    'abandoned_carts',
    [
      'merchant_id',
      'cart_id',
      'phone',
      'customer_name',
      'total',
      'currency',
      'items',
      'checkout_link',
      'lang',
      'reminded',
      'recovered',
      'created_at',
    ],
    carts,
    { casts: { items: 'jsonb' } },
  );
  add('abandoned_carts', carts.length);

  /* ----------------------------------------------------------- campaigns */
  const ideas = CAMPAIGN_IDEAS[spec.orderPrefix === 'NKH' ? 'demo' : 'demo2'];
  const statusPlan: string[] = [];
  const shares: [string, number][] = [
    ['completed', 0.34],
    ['ongoing', 0.14],
    ['paused', 0.1],
    ['scheduled', 0.1],
    ['pending', 0.2],
    ['rejected', 0.12],
  ];
  for (const [status, share] of shares) for (let k = 0; k < Math.max(1, Math.round(share * spec.campaigns)); k++) statusPlan.push(status);
  while (statusPlan.length > spec.campaigns) statusPlan.splice(statusPlan.indexOf('completed'), 1);
  while (statusPlan.length < spec.campaigns) statusPlan.push('completed');
  const campaignStatuses = rng.sample(statusPlan, statusPlan.length);
  const trashable = campaignStatuses.map((s, i) => (s !== 'ongoing' ? i : -1)).filter((i) => i >= 0);
  const trashed = new Set(rng.sample(trashable, Math.round(spec.campaigns / 6)));
  const campaignRows: unknown[][] = [];
  /** Per campaign: recipients, how many were sent, failure and seen shares (per mille) — recipient rows below. */
  const recipientPlans: { size: number; sent: number; failedPm: number; seenPm: number; dailyLimit: number; status: string }[] = [];
  campaignStatuses.forEach((status, i) => {
    const idea = ideas[i % ideas.length] as (typeof ideas)[number];
    const language: 'en' | 'ar' = rng.chance(spec.language === 'ar' ? 0.7 : 0.45) ? 'ar' : 'en';
    const duration = rng.int(1, 14);
    const startOffset =
      status === 'completed'
        ? -rng.int(duration + 1, 100)
        : status === 'ongoing'
          ? -rng.int(0, duration - 1)
          : status === 'paused'
            ? -rng.int(1, 20)
            : status === 'scheduled'
              ? rng.int(1, 20)
              : status === 'pending'
                ? rng.int(3, 30)
                : rng.int(-30, 10);
    const start = new Date(now.getTime() + startOffset * DAY);
    const month = start.getUTCMonth();
    const name = language === 'ar' ? `${idea.ar} – ${MONTHS_AR[month]}` : `${idea.en} – ${MONTHS_EN[month]}`;
    const size = rng.int(20, 600) * 10;
    const sentShare =
      status === 'completed'
        ? 0.97 + rng.next() * 0.03
        : status === 'ongoing'
          ? Math.min(1, (1 - startOffset) / duration) * 0.9
          : status === 'paused'
            ? 0.2 + rng.next() * 0.5
            : 0;
    const sent = Math.round(size * sentShare);
    const failed = Math.round(sent * (0.01 + rng.next() * 0.04));
    const delivered = sent - failed;
    const seen = Math.round(delivered * (0.6 + rng.next() * 0.3));
    const reach = seen;
    const impressions = Math.round(reach * (1.1 + rng.next() * 0.5));
    const clicks = Math.round(impressions * (0.02 + rng.next() * 0.07));
    const conversions = Math.round(clicks * (0.05 + rng.next() * 0.15));
    const revenue = round2(conversions * (120 + rng.next() * 280));
    const created = new Date(Math.min(now.getTime() - HOUR, start.getTime() - rng.int(2, 10) * DAY));
    const csv = rng.chance(0.3) ? Array.from({ length: rng.int(2, 6) }, () => `9665${rng.pick(spec.phonePrefixes)}${rng.digits(7)}`) : [];
    const dailyLimit = rng.int(5, 50) * 100;
    recipientPlans.push({
      size,
      sent,
      failedPm: sent > 0 ? Math.round((failed / sent) * 1000) : 0,
      seenPm: delivered > 0 ? Math.round((seen / delivered) * 1000) : 0,
      dailyLimit,
      status,
    });
    campaignRows.push([
      merchantId,
      name,
      status,
      language,
      isoDay(start),
      rng.int(9, 21),
      duration,
      dailyLimit,
      '',
      language === 'ar' ? idea.contentAr : idea.contentEn,
      [{ text: language === 'ar' ? 'تسوق الآن' : 'Shop now', url: `https://${spec.domain}/offers` }],
      `https://${spec.domain}`,
      { from_database: true, csv, size },
      size,
      sent,
      reach,
      impressions,
      clicks,
      revenue,
      conversions,
      size,
      { delivered, seen, failed, rejection_reason: status === 'rejected' ? 'The image contains a phone number.' : undefined },
      created,
      new Date(Math.min(now.getTime(), created.getTime() + rng.int(1, 48) * HOUR)),
      trashed.has(i) ? ago(rng.int(1, 25) * DAY) : null,
    ]);
    // A sample of each sent campaign's messages, for the month's message statistics.
    for (let k = 0; k < Math.min(sent, 30); k++) {
      const c = rng.pick(customers);
      const at = new Date(Math.min(now.getTime() - MINUTE, start.getTime() + rng.int(0, Math.max(0, duration * 24 - 1)) * HOUR));
      message(c.phone, 'campaign', name, language, language === 'ar' ? idea.contentAr : idea.contentEn, at);
    }
  });
  const campaignIds = await insertRows(
    q,
    'campaigns',
    [
      'merchant_id',
      'name',
      'status',
      'language',
      'start_date',
      'start_hour',
      'duration_days',
      'daily_limit',
      'image',
      'content',
      'buttons',
      'website',
      'audience',
      'target',
      'sent',
      'reach',
      'impressions',
      'clicks',
      'revenue',
      'conversions',
      'total_cost',
      'extra',
      'created_at',
      'updated_at',
      'deleted_at',
    ],
    campaignRows,
    { casts: { buttons: 'jsonb', audience: 'jsonb', extra: 'jsonb', start_date: 'date' }, returning: 'id' },
  );
  add('campaigns', campaignRows.length);
  // Recipient records (the campaign figures are computed from them): the first `sent` positions
  // were accepted — a share failed, the rest delivered and a share of those seen, spread by a
  // fixed hash of the position — the rest still queued. One INSERT … generate_series per campaign.
  let recipients = 0;
  for (const [i, plan] of recipientPlans.entries()) {
    const id = (campaignIds[i] as { id: number }).id;
    const { rowCount } = await q.query(
      `INSERT INTO campaign_recipients (campaign_id, merchant_id, position, phone, status, rank, day, provider_message_id, charged, failure_reason,
                                        error_code, sent_at, delivered_at, seen_at, failed_at)
       SELECT $1, $2, n, '+9665' || lpad(((n * 7919 + $1 * 104729) % 100000000)::text, 8, '0'), s.status,
              CASE s.status WHEN 'queued' THEN 0 WHEN 'failed' THEN 2 WHEN 'delivered' THEN 3 ELSE 4 END,
              CASE WHEN n <= $4 THEN (n - 1) / $7 END,
              CASE WHEN n <= $4 THEN 'seed.' || $1 || '.' || n END,
              n <= $4 AND s.status <> 'failed',
              CASE WHEN s.status = 'failed' THEN (ARRAY['invalid_number', 'not_on_whatsapp', 'marketing_cap', 'other'])[1 + n % 4] END,
              CASE WHEN s.status = 'failed' THEN (ARRAY['131026', '131026', '131049', '131000'])[1 + n % 4] END,
              CASE WHEN n <= $4 THEN $8::timestamptz END,
              CASE WHEN s.status IN ('delivered', 'seen') THEN $8::timestamptz + interval '2 seconds' END,
              CASE WHEN s.status = 'seen' THEN $8::timestamptz + interval '40 minutes' END,
              CASE WHEN s.status = 'failed' THEN $8::timestamptz + interval '1 second' END
       FROM generate_series(1, $3::int) n,
       LATERAL (SELECT CASE WHEN n > $4 THEN 'queued' WHEN (n * 7919) % 1000 < $5 THEN 'failed'
                            WHEN (n * 104729) % 1000 < $6 THEN 'seen' ELSE 'delivered' END AS status) s
       ON CONFLICT DO NOTHING`,
      [id, merchantId, plan.size, plan.sent, plan.failedPm, plan.seenPm, plan.dailyLimit, ago(DAY)],
    );
    recipients += rowCount;
    // A live campaign continues in the worker (the sandbox sends the rest as its days come).
    if (plan.status === 'scheduled' || plan.status === 'ongoing') {
      await scheduleRun(q, { id, merchant_id: merchantId, run_epoch: 0 }, now);
    }
  }
  add('campaign_recipients', recipients);

  /* ----------------------------------------------------------- chatbot */
  const flow = chatbotFlow(spec);
  await insertRows(
    q,
    'chatbot_flows',
    ['merchant_id', 'nodes', 'edges', 'updated_at'],
    [[merchantId, flow.nodes, flow.edges, ago(6 * DAY)]],
    {
      casts: { nodes: 'jsonb', edges: 'jsonb' },
    },
  );
  add('chatbot_flows', 1);
  for (let day = 0; day < 92; day++) {
    for (let k = 0; k < Math.round(spec.activity * rng.int(0, 3)); k++) {
      const c = rng.pick(customers);
      const welcome = flow.nodes[0]?.data;
      message(
        c.phone,
        'bot',
        'welcome',
        c.language,
        (c.language === 'ar' ? welcome?.arText : welcome?.enText) ?? '',
        momentAgo(now, day, rng),
      );
    }
  }

  /* ----------------------------------------------------------- tickets */
  const ticketRows: unknown[][] = [];
  const ticketThreads: { from: 'merchant' | 'support'; text: string; at: Date }[][] = [];
  for (let i = 0; i < spec.tickets; i++) {
    const topic = TICKET_TOPICS[(i + (spec.orderPrefix === 'NKH' ? 0 : 5)) % TICKET_TOPICS.length] as (typeof TICKET_TOPICS)[number];
    const created = momentAgo(now, Math.floor((i / spec.tickets) * 88) + rng.int(0, 2), rng);
    const ageDays = (now.getTime() - created.getTime()) / DAY;
    const open = ageDays < 10 ? rng.chance(0.75) : rng.chance(0.15);
    const thread: { from: 'merchant' | 'support'; text: string; at: Date }[] = [{ from: 'merchant', text: topic.description, at: created }];
    let t = created.getTime();
    const step = () => {
      t = Math.min(now.getTime() - MINUTE, t + rng.int(20, 600) * MINUTE);
      return new Date(t);
    };
    if (!open || rng.chance(0.7)) thread.push({ from: 'support', text: topic.reply, at: step() });
    if (!open)
      thread.push({ from: 'merchant', text: rng.chance(0.5) ? 'Thank you, it works now.' : 'شكرًا لكم، تم حل المشكلة.', at: step() });
    else if (thread.length === 2 && rng.chance(0.4))
      thread.push({ from: 'support', text: 'Could you share an order number so we can check?', at: step() });
    const last = thread[thread.length - 1] as { from: string; at: Date };
    let unread = 0;
    for (let k = thread.length - 1; k >= 0 && thread[k]?.from === 'support'; k--) unread++;
    if (!open) unread = 0;
    ticketRows.push([merchantId, topic.topic, topic.description, open ? 'open' : 'closed', unread, created, last.at]);
    ticketThreads.push(thread);
  }
  const ticketIds = (
    await insertRows(q, 'tickets', ['merchant_id', 'topic', 'description', 'status', 'unread', 'created_at', 'updated_at'], ticketRows, {
      returning: 'id',
    })
  ).map((r) => Number(r.id));
  add('tickets', ticketIds.length);
  const ticketMessageRows = ticketThreads.flatMap((thread, i) => thread.map((m) => [ticketIds[i], merchantId, m.from, m.text, m.at]));
  await insertRows(q, 'ticket_messages', ['ticket_id', 'merchant_id', 'author', 'body', 'created_at'], ticketMessageRows);
  add('ticket_messages', ticketMessageRows.length);

  /* ----------------------------------------------------------- survey */
  const questions = [
    deliveryQuestion,
    {
      id: 'quality',
      en: 'How do you rate the product quality?',
      ar: 'كيف تقيّم جودة المنتج؟',
      options: [
        { id: 'excellent', en: 'Excellent', ar: 'ممتازة' },
        { id: 'good', en: 'Good', ar: 'جيدة' },
        { id: 'poor', en: 'Poor', ar: 'ضعيفة' },
      ],
    },
    {
      id: 'recommend',
      en: 'Would you recommend us to a friend?',
      ar: 'هل تنصح صديقًا بالتسوق منا؟',
      options: [
        { id: 'yes', en: 'Yes', ar: 'نعم' },
        { id: 'no', en: 'No', ar: 'لا' },
      ],
    },
  ];
  await insertRows(
    q,
    'survey_forms',
    ['merchant_id', 'enabled', 'questions', 'updated_at'],
    [[merchantId, true, questions, ago(40 * DAY)]],
    {
      casts: { questions: 'jsonb' },
    },
  );
  add('survey_forms', 1);
  const responses: unknown[][] = [];
  drafts.forEach((d, i) => {
    const delivered = d.history.find((h) => h.status === 'delivered');
    if (!delivered) return;
    const at = new Date(Math.min(now.getTime() - MINUTE, delivered.at.getTime() + rng.int(1, 20) * HOUR));
    const ar = d.customer.language === 'ar';
    message(
      d.customer.phone,
      'survey',
      orderIdOf(i),
      d.customer.language,
      ar ? 'كيف كانت تجربتك؟ شاركنا رأيك.' : 'How was your experience? Tell us in one tap.',
      at,
    );
    if (!rng.chance(0.4)) return;
    const sentiment = rng.weighted([
      ['positive', 60],
      ['neutral', 22],
      ['negative', 18],
    ] as const);
    const pickFor = {
      positive: ['great', 'excellent', 'yes'],
      neutral: ['ok', 'good', rng.pick(['yes', 'no'])],
      negative: ['bad', 'poor', 'no'],
    }[sentiment];
    responses.push([
      merchantId,
      d.customer.phone,
      orderIdOf(i),
      questions.map((qn, k) => ({ question_id: qn.id, option_id: pickFor[k] })),
      rng.chance(0.5) ? rng.pick(FEEDBACK_COMMENTS[sentiment]) : '',
      sentiment,
      new Date(Math.min(now.getTime() - MINUTE, at.getTime() + rng.int(5, 300) * MINUTE)),
    ]);
  });
  await insertRows(
    q,
    'survey_responses',
    ['merchant_id', 'phone', 'order_id', 'answers', 'comment', 'sentiment', 'created_at'],
    responses,
    {
      casts: { answers: 'jsonb' },
    },
  );
  add('survey_responses', responses.length);

  await insertRows(
    q,
    'outbound_messages',
    ['merchant_id', 'to_phone', 'kind', 'ref', 'language', 'body', 'status', 'created_at', 'updated_at'],
    messages,
  );
  add('outbound_messages', messages.length);

  /* ----------------------------------------------------------- subscription, transactions, contacts */
  const plan = {
    pro: { price: 499, name: 'Professional', sessions: 5000, agents: 10 },
    enterprise: { price: 1299, name: 'Enterprise', sessions: 25000, agents: 50 },
  }[spec.plan as 'pro' | 'enterprise'];
  const startAt = ago(12 * DAY);
  await insertRows(
    q,
    'subscriptions',
    [
      'merchant_id',
      'plan_id',
      'status',
      'since',
      'start_at',
      'expiry',
      'wallet',
      'coins',
      'free_sessions',
      'paid_sessions',
      'agents',
      'addons',
    ],
    [
      [
        merchantId,
        spec.plan,
        'active',
        ago(150 * DAY),
        startAt,
        new Date(startAt.getTime() + 30 * DAY),
        Math.round(plan.sessions * (0.35 + rng.next() * 0.3)),
        rng.int(40, 160) * 100,
        250,
        plan.sessions,
        plan.agents,
        spec.addons.map((id, k) => ({ id, since: isoDay(ago((120 - k * 30) * DAY)) })),
      ],
    ],
    { casts: { addons: 'jsonb' } },
  );
  add('subscriptions', 1);
  const transactions: unknown[][] = [];
  const tx = (pkg: string, type: string, quantity: number, cost: number, status: 'success' | 'failed', at: Date) =>
    transactions.push([
      merchantId,
      pkg,
      type,
      quantity,
      cost,
      'SAR',
      status,
      `sbx_seed_${rng.hex(6)}`,
      status === 'failed' ? 'card_declined' : '',
      at,
    ]);
  for (let m = 5; m >= 0; m--) {
    const at = new Date(startAt.getTime() - m * 30 * DAY);
    if (m === 2) tx(plan.name, 'plan', 1, plan.price, 'failed', new Date(at.getTime() - 2 * HOUR));
    tx(plan.name, 'plan', 1, plan.price, 'success', at);
  }
  tx('1,000 coins × 5', 'coins', 5, 250, 'success', ago(75 * DAY));
  tx('10,000 coins × 1', 'coins', 1, 450, 'success', ago(33 * DAY));
  tx('10,000 coins × 30', 'coins', 30, 13500, 'failed', ago(20 * DAY));
  for (const [k, id] of spec.addons.entries()) {
    const name =
      { survey: 'Survey form', 'data-export': 'Data export', 'cart-reminder': 'Cart reminder', 'ai-analytics': 'AI analytics' }[id] ?? id;
    const price = { survey: 49, 'data-export': 29, 'cart-reminder': 79, 'ai-analytics': 149 }[id] ?? 0;
    tx(name, 'addon', 1, price, 'success', ago((120 - k * 30) * DAY));
  }
  await insertRows(
    q,
    'transactions',
    ['merchant_id', 'package', 'package_type', 'quantity', 'cost', 'currency', 'status', 'provider_ref', 'failure_reason', 'created_at'],
    transactions,
  );
  add('transactions', transactions.length);
  await insertRows(
    q,
    'contact_numbers',
    [
      'merchant_id',
      'type',
      'phone',
      'phone_id',
      'business_account_id',
      'template',
      'business_category',
      'status',
      'created_at',
      'approved_at',
    ],
    spec.contactPhones.map((c, k) => {
      const approved = c.status === 'approved';
      const created = approved ? ago((160 - k * 20) * DAY) : now;
      return [
        merchantId,
        c.type,
        c.phone,
        approved ? rng.digits(15) : '',
        approved ? rng.digits(15) : '',
        approved ? 'order_updates_v1' : '',
        spec.orderPrefix === 'NKH' ? 'Food & beverages' : 'Beauty & perfumes',
        c.status,
        created,
        approved ? new Date(created.getTime() + 2 * HOUR) : null,
      ];
    }),
  );
  add('contact_numbers', spec.contactPhones.length);

  /* ----------------------------------------------------------- order templates */
  const templates: [string, string, string][] = [
    [
      'init',
      'Hello {customer_name}, we received your order {order_id}. Total: {total} {currency}.',
      'مرحبًا {customer_name}، استلمنا طلبك {order_id}. الإجمالي: {total} {currency}.',
    ],
    ['commit', 'Your order {order_id} is confirmed. Invoice: {invoice}', 'تم تأكيد طلبك {order_id}. الفاتورة: {invoice}'],
    ['push', 'Your order {order_id} is now {status}.', 'حالة طلبك {order_id} الآن: {status}.'],
  ];
  await insertRows(
    q,
    'order_templates',
    ['merchant_id', 'kind', 'enabled', 'en_text', 'ar_text', 'status', 'updated_at'],
    templates.map(([kind, en, ar], k) => [merchantId, kind, true, en, ar, 'approved', ago((90 - k) * DAY)]),
  );
  add('order_templates', templates.length);

  /* ----------------------------------------------------------- integration request log (health page) */
  const requests: unknown[][] = [];
  const request = (route: string, status: number, at: Date) =>
    requests.push([merchantId, 'POST', route, status, Math.round((4 + rng.next() * 40) * 10) / 10, 'integration', at]);
  drafts.forEach((d) => {
    if (d.source !== 'api') return;
    request('/integration/v1.0/orders', 200, d.date);
    for (const h of d.history.slice(1)) request('/integration/v1.0/orders/:Order_ID/status', 200, h.at);
  });
  for (const cart of carts) request('/integration/v1.0/abandoned-cart', 200, cart[cart.length - 1] as Date);
  for (let day = 0; day < 92; day++) {
    if (rng.chance(0.35)) request('/integration/v1.0/orders', rng.pick([400, 401, 409]), momentAgo(now, day, rng));
    if (rng.chance(0.04)) request('/integration/v1.0/orders/:Order_ID/status', 500, momentAgo(now, day, rng));
  }
  await insertRows(q, 'request_log', ['merchant_id', 'method', 'route', 'status', 'duration_ms', 'kind', 'at'], requests);
  add('request_log', requests.length);

  return merchantId;
}

/** Seeds an empty database; does nothing when a merchant already exists. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const existing = await db.query<{ n: number }>('SELECT count(*) AS n FROM merchants');
  if (Number(existing.rows[0]?.n ?? 0) > 0) return { skipped: true, merchants: [], counts: {} };
  const hashes = options.passwordHash
    ? [options.passwordHash, options.passwordHash, options.passwordHash]
    : await Promise.all([hashPassword(SEED_PASSWORD), hashPassword(SEED_PASSWORD), hashPassword(SEED_PASSWORD)]);
  const counts: Record<string, number> = {};
  return db.transaction(async (tx) => {
    const demo = await seedMerchant(tx, DEMO, hashes[0] as string, now, counts);
    const demo2 = await seedMerchant(tx, DEMO2, hashes[1] as string, now, counts);
    const [fresh] = await insertRows(
      tx,
      'merchants',
      ['email', 'password_hash', 'level', 'language', 'created_at'],
      [[NEW_MERCHANT.email, hashes[2], 0, 'en', now]],
      {
        returning: 'id',
      },
    );
    counts.merchants = (counts.merchants ?? 0) + 1;
    return {
      skipped: false,
      merchants: [
        { email: DEMO.email, id: demo },
        { email: DEMO2.email, id: demo2 },
        { email: NEW_MERCHANT.email, id: Number(fresh?.id) },
      ],
      counts,
    };
  });
}

/** The chatbot flow and three months of its welcome messages. */
import type { Flow } from '@wasl/api/models';
import { DAY, momentAgo, type SeedContext } from './context.ts';
import type { Customer } from './customers.ts';
import type { MerchantSpec } from './data.ts';
import { insertRows } from './insert.ts';
import type { Outbox } from './messages.ts';

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

export async function seedChatbot(ctx: SeedContext, outbox: Outbox, customers: Customer[]): Promise<void> {
  const { q, spec, rng, now, merchantId, add, ago } = ctx;
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
      outbox.message(
        c.phone,
        'bot',
        'welcome',
        c.language,
        (c.language === 'ar' ? welcome?.arText : welcome?.enText) ?? '',
        momentAgo(now, day, rng),
      );
    }
  }
}

/** The chatbot flow and three months of its welcome messages. */
import type { Flow } from '@wasl/api/models';
import { DAY, momentAgo, type SeedContext } from './context.ts';
import type { Customer } from './customers.ts';
import type { MerchantSpec } from './data.ts';
import { deployFlow } from '../conversations/flows.ts';
import type { Outbox } from './messages.ts';

/** The section the demo flow's `$AGENT` node hands over to (its title names the section). */
export const handoverSectionName = (spec: Pick<MerchantSpec, 'sections'>): string =>
  spec.sections[1]?.name ?? spec.sections[0]?.name ?? 'Support';

export function chatbotFlow(spec: MerchantSpec): Flow {
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
  const care = handoverSectionName(spec);
  // WhatsApp shows at most 3 reply buttons: Start offers three, "More" the rest; every message has
  // text (validateFlow, the rule deploy applies, passes — seed.test.ts checks).
  return {
    nodes: [
      node(
        'welcome',
        'text',
        0,
        0,
        'Main menu',
        'القائمة الرئيسية',
        `Welcome to ${en}! How can we help you today?`,
        `أهلًا بك في ${ar}! كيف نقدر نخدمك اليوم؟`,
      ),
      node('track', 'order', -360, 220, 'Track my order', 'تتبع طلبي', '$ORDER', '$ORDER'),
      node('agent', 'agent', -120, 220, care, care, '$AGENT', '$AGENT'),
      node('more', 'text', 240, 220, 'More options', 'خيارات أخرى', 'What would you like to know?', 'ماذا تود أن تعرف؟'),
      node('language', 'lang', 0, 440, 'Language', 'اللغة', '$LANG', '$LANG'),
      node(
        'hours',
        'text',
        240,
        440,
        'Opening hours',
        'ساعات العمل',
        'We reply from 9 am to 10 pm, Saturday to Thursday.',
        'نرد على استفساراتكم من ٩ صباحًا حتى ١٠ مساءً، من السبت إلى الخميس.',
      ),
      node('faq', 'text', 480, 440, 'Delivery & returns', 'التوصيل والإرجاع', 'Delivery or returns?', 'التوصيل أم الإرجاع؟'),
      node(
        'delivery',
        'text',
        360,
        660,
        'Delivery times',
        'مدة التوصيل',
        'Delivery takes 1–3 working days in major cities.',
        'يستغرق التوصيل من ١ إلى ٣ أيام عمل في المدن الرئيسية.',
      ),
      node(
        'returns',
        'text',
        600,
        660,
        'Returns',
        'الإرجاع',
        'Unopened items can be returned within 14 days.',
        'يمكن إرجاع المنتجات غير المفتوحة خلال ١٤ يومًا.',
      ),
    ],
    edges: [
      { id: 'e-welcome-track', source: 'welcome', target: 'track' },
      { id: 'e-welcome-agent', source: 'welcome', target: 'agent' },
      { id: 'e-welcome-more', source: 'welcome', target: 'more' },
      { id: 'e-more-hours', source: 'more', target: 'hours' },
      { id: 'e-more-faq', source: 'more', target: 'faq' },
      { id: 'e-more-language', source: 'more', target: 'language' },
      { id: 'e-faq-delivery', source: 'faq', target: 'delivery' },
      { id: 'e-faq-returns', source: 'faq', target: 'returns' },
      { id: 'e-hours-welcome', source: 'hours', target: 'welcome' },
      { id: 'e-delivery-welcome', source: 'delivery', target: 'welcome' },
      { id: 'e-returns-welcome', source: 'returns', target: 'welcome' },
    ],
  };
}

export async function seedChatbot(ctx: SeedContext, outbox: Outbox, customers: Customer[]): Promise<void> {
  const { q, spec, rng, now, merchantId, add, ago } = ctx;
  const flow = chatbotFlow(spec);
  // Deployed through the dashboard's rule (validated and versioned): an invalid seed flow fails the seed.
  await deployFlow(q, merchantId, flow, { now: ago(6 * DAY) });
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

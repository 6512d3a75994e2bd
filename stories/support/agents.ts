/** Story fixtures for the agents widgets: fixed data, in English and Arabic, plus the hostile fixtures. */
import type { Agent, QuickMessage, Section } from '@wasl/api/types';
import hostile from './fixtures/hostile-strings.json';

export const sectionsEn: Section[] = [
  { id: 1, name: 'Sales', color: '#0f6e66', start: '09:00', end: '17:00' },
  { id: 2, name: 'Returns', color: '#c24e00', start: '10:00', end: '22:00' },
  { id: 3, name: 'VIP customers', color: '#5b4fb0', start: '00:00', end: '00:00' },
];
export const sectionsAr: Section[] = [
  { id: 1, name: 'المبيعات', color: '#0f6e66', start: '09:00', end: '17:00' },
  { id: 2, name: 'المرتجعات', color: '#c24e00', start: '10:00', end: '22:00' },
  { id: 3, name: 'كبار العملاء', color: '#5b4fb0', start: '00:00', end: '00:00' },
];

const agent = (id: number, name: string, email: string, rest: Partial<Agent> = {}): Agent => ({
  id,
  name,
  email,
  status: 'active',
  section: [],
  service: true,
  feedback: 0,
  rating: 0,
  phone: null,
  ...rest,
});

export const agentsEn: Agent[] = [
  agent(1, 'Sara Al-Harbi', 'sara@nakheel.sa', { section: [1, 3], feedback: 128, rating: 4.7 }),
  agent(2, 'Omar Haddad', 'omar@nakheel.sa', { section: [2], service: false, feedback: 42, rating: 3.9 }),
  agent(3, 'Lama Al-Ghamdi', 'lama@nakheel.sa', { status: 'invited', service: false }),
];
export const agentsAr: Agent[] = [
  agent(1, 'سارة الحربي', 'sara@nakheel.sa', { section: [1, 3], feedback: 128, rating: 4.7 }),
  agent(2, 'عمر حداد', 'omar@nakheel.sa', { section: [2], service: false, feedback: 42, rating: 3.9 }),
  agent(3, 'لمى الغامدي', 'lama@nakheel.sa', { status: 'invited', service: false }),
];

/** Every hostile name as an agent and a section: markup, bidi controls, long Arabic. */
export const hostileSections: Section[] = [hostile.markup[0]!, hostile.bidi[0]!, hostile.long[0]!].map((name, i) => ({
  id: 10 + i,
  name,
  color: ['#0f6e66', '#0068a8', '#a8417f'][i]!,
  start: '08:00',
  end: '16:00',
}));
export const hostileAgents: Agent[] = [
  agent(11, hostile.markup[1]!, 'x"><svg/onload=alert(1)>@evil.example', { section: [10, 11, 12], feedback: 99_999, rating: 5 }),
  agent(12, hostile.bidi[1]!, '‮moc.live@kcatta', { status: 'invited', service: false }),
  agent(13, hostile.long[0]!, `${'a'.repeat(60)}@${'b'.repeat(60)}.sa`, { section: [12], feedback: 1, rating: 1 }),
];

export const quickEn: QuickMessage[] = [
  { key: 'hello', content: 'Hello! Thank you for contacting Nakheel. How can we help?' },
  { key: 'hours', content: 'We are open Saturday to Thursday, 9 am to 10 pm.' },
  { key: 'returns', content: 'You can return any item within 14 days: reply with your order number and we will arrange the pickup.' },
];
export const quickAr: QuickMessage[] = [
  { key: 'ترحيب', content: 'مرحبًا! شكرًا لتواصلك مع نخيل. كيف نساعدك؟' },
  { key: 'الدوام', content: 'نعمل من السبت إلى الخميس، من ٩ صباحًا حتى ١٠ مساءً.' },
  { key: 'الإرجاع', content: 'يمكنك إرجاع أي منتج خلال ١٤ يومًا: أرسل رقم طلبك وسنرتّب الاستلام.' },
];
export const hostileQuick: QuickMessage[] = [
  { key: hostile.markup[0]!, content: hostile.markup[5]! },
  { key: hostile.bidi[0]!, content: hostile.csv_formulas[0]! },
  { key: hostile.long[1]!.slice(0, 50), content: hostile.long[0]! },
];

export { hostile };

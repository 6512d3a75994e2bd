/**
 * Inbox fixtures for the conversation widgets' stories: realistic bilingual conversations in every
 * state, a thread with every kind of entry and status, and hostile ones (every text from
 * fixtures/hostile-strings.json). Fixed dates (`inboxNow`), so screenshots do not move.
 */
import type {
  ConversationTemplate,
  ContactCart,
  ContactFeedback,
  ContactOrder,
  ConversationRecord,
  ConversationSummary,
  QuickMessage,
  ThreadEntry,
  TransferAgent,
} from '@wasl/widgets/inbox';
import hostile from './fixtures/hostile-strings.json';

/** The stories' clock: the window of the open conversation has 21 h 30 min left. */
export const inboxNow = new Date('2026-11-27T12:00:00Z');

const summary = (phone: string, profile_name: string, rest: Partial<ConversationSummary>): ConversationSummary => ({
  phone,
  phone_masked: null,
  profile_name,
  last_text: '',
  last_direction: 'in',
  last_at: '2026-11-27T11:40:00Z',
  unread: 0,
  state: 'bot',
  section_id: 1,
  section_name: 'Sales',
  agent_id: null,
  agent_name: null,
  ...rest,
});

export const conversationsEn: ConversationSummary[] = [
  summary('966501234567', 'Noura Al-Qahtani', {
    last_text: 'I want to talk to someone about my order',
    unread: 2,
    state: 'waiting',
    last_at: '2026-11-27T11:52:00Z',
  }),
  summary('966551112233', 'Omar', {
    last_text: 'Your order ships tomorrow.',
    last_direction: 'out',
    state: 'assigned',
    agent_id: 3,
    agent_name: 'Sara',
    last_at: '2026-11-27T11:30:00Z',
  }),
  summary('971501234567', '', {
    last_text: 'Track my order',
    state: 'bot',
    unread: 1,
    last_at: '2026-11-27T10:05:00Z',
    section_name: 'Support',
    section_id: 2,
  }),
  summary('966509998877', 'Lina', { last_text: 'Thank you!', state: 'closed', last_at: '2026-11-26T18:20:00Z' }),
];

export const conversationsAr: ConversationSummary[] = [
  summary('966501234567', 'نورة القحطاني', {
    last_text: 'أبغى أكلم أحد بخصوص طلبي',
    unread: 2,
    state: 'waiting',
    last_at: '2026-11-27T11:52:00Z',
    section_name: 'المبيعات',
  }),
  summary('966551112233', 'عمر', {
    last_text: 'طلبك يُشحن غدًا.',
    last_direction: 'out',
    state: 'assigned',
    agent_id: 3,
    agent_name: 'سارة',
    last_at: '2026-11-27T11:30:00Z',
    section_name: 'المبيعات',
  }),
  summary('971501234567', '', {
    last_text: 'تتبع طلبي',
    state: 'bot',
    unread: 1,
    last_at: '2026-11-27T10:05:00Z',
    section_name: 'الدعم',
    section_id: 2,
  }),
  summary('966509998877', 'لينا', { last_text: 'شكرًا لكم!', state: 'closed', last_at: '2026-11-26T18:20:00Z', section_name: 'المبيعات' }),
];

export const hostileConversations: ConversationSummary[] = [
  ...hostile.markup.map((text, i) =>
    summary(`9665000000${i}0`, text, {
      last_text: hostile.markup[(i + 1) % hostile.markup.length] ?? '',
      state: 'assigned',
      agent_name: text,
    }),
  ),
  ...hostile.bidi.map((text, i) => summary(`9665100000${i}0`, text, { last_text: text, state: 'waiting', section_name: text })),
  ...hostile.long.map((text, i) => summary(`9665200000${i}0`, text, { last_text: text, unread: 1234, state: 'bot' })),
];

export const sections = [
  { id: 1, name: 'Sales' },
  { id: 2, name: 'Support' },
];

export const counts = { waiting: 1, mine: 1, open: 3, closed: 1 };

const entry = (at: string, rest: Partial<ThreadEntry>): ThreadEntry => ({
  direction: 'in',
  sender: 'customer',
  kind: 'text',
  text: '',
  payload: {},
  status: null,
  failure_reason: null,
  at,
  provider_message_id: null,
  ...rest,
});

const out = (at: string, sender: ThreadEntry['sender'], text: string, status: string, rest: Partial<ThreadEntry> = {}) =>
  entry(at, { direction: 'out', sender, kind: 'text', text, status, ...rest });

export const threadEn: ThreadEntry[] = [
  entry('2026-11-27T11:30:00Z', { text: 'Hi' }),
  out('2026-11-27T11:30:02Z', 'bot', 'Welcome to Nakheel Store! How can we help?', 'seen'),
  entry('2026-11-27T11:31:00Z', { kind: 'button_reply', text: 'Talk to an agent', payload: { replyId: 'n3' } }),
  out('2026-11-27T11:31:01Z', 'bot', 'An agent will answer you shortly.', 'delivered', { form: { kind: 'text' } }),
  entry('2026-11-27T11:32:00Z', {
    kind: 'image',
    text: 'The box arrived broken',
    payload: { mediaId: 'MEDIA-7781', mimeType: 'image/jpeg', caption: 'The box arrived broken' },
  }),
  entry('2026-11-27T11:33:00Z', {
    kind: 'location',
    payload: { latitude: 24.7136, longitude: 46.6753, name: 'Home', address: 'Al Olaya, Riyadh' },
  }),
  out('2026-11-27T11:35:00Z', 'system', 'Order NKH-10423 is out for delivery', 'sent', {
    form: { kind: 'template', name: 'wasl_order_push', params: ['Noura', 'NKH-10423'] },
  }),
  out('2026-11-27T11:40:00Z', 'agent', 'Sorry about that, Noura. We will send a replacement today.', 'queued'),
  out('2026-11-27T11:41:00Z', 'agent', 'Here is the tracking link.', 'failed', { failure_reason: 'rate_limited' }),
];

export const threadAr: ThreadEntry[] = [
  entry('2026-11-27T11:30:00Z', { text: 'السلام عليكم' }),
  out('2026-11-27T11:30:02Z', 'bot', 'أهلًا بك في متجر نخيل! كيف نقدر نخدمك؟', 'seen'),
  entry('2026-11-27T11:31:00Z', { kind: 'button_reply', text: 'التحدث مع موظف', payload: { replyId: 'n3' } }),
  out('2026-11-27T11:31:01Z', 'bot', 'سيرد عليك أحد موظفينا قريبًا.', 'delivered', { form: { kind: 'text' } }),
  entry('2026-11-27T11:32:00Z', {
    kind: 'image',
    text: 'الكرتون وصل مكسور',
    payload: { mediaId: 'MEDIA-7781', mimeType: 'image/jpeg', caption: 'الكرتون وصل مكسور' },
  }),
  entry('2026-11-27T11:33:00Z', {
    kind: 'location',
    payload: { latitude: 24.7136, longitude: 46.6753, name: 'البيت', address: 'العليا، الرياض' },
  }),
  out('2026-11-27T11:35:00Z', 'system', 'الطلب NKH-10423 خرج للتوصيل', 'sent', {
    form: { kind: 'template', name: 'wasl_order_push', params: ['نورة', 'NKH-10423'] },
  }),
  out('2026-11-27T11:40:00Z', 'agent', 'نعتذر يا نورة، بنرسل لك بديل اليوم.', 'queued'),
  out('2026-11-27T11:41:00Z', 'agent', 'هذا رابط التتبع.', 'failed', { failure_reason: 'rate_limited' }),
];

export const hostileThread: ThreadEntry[] = [
  ...hostile.markup.map((text, i) => entry(`2026-11-27T11:0${i}:00Z`, { text })),
  ...hostile.bidi.map((text, i) =>
    out(`2026-11-27T11:1${i}:00Z`, 'agent', text, 'delivered', { form: { kind: 'template', name: text, params: [text] } }),
  ),
  ...hostile.long.map((text, i) => entry(`2026-11-27T11:2${i}:00Z`, { text, kind: 'document', payload: { mediaId: text, caption: text } })),
  entry('2026-11-27T11:30:00Z', { kind: 'made_up_kind', text: hostile.unicode.join(' ') }),
];

export const openConversation: ConversationRecord = {
  id: 41,
  state: 'assigned',
  section_id: 1,
  section_name: 'Sales',
  agent_id: 3,
  agent_name: 'Sara',
  opened_at: '2026-11-27T11:30:00Z',
  closed_at: null,
  window_expires_at: '2026-11-28T09:30:00Z',
};

export const waitingConversation: ConversationRecord = { ...openConversation, state: 'waiting', agent_id: null, agent_name: null };

export const expiredConversation: ConversationRecord = {
  ...openConversation,
  state: 'closed',
  closed_at: '2026-11-25T10:00:00Z',
  window_expires_at: '2026-11-25T09:00:00Z',
};

export const quickMessages: QuickMessage[] = [
  { key: 'hello', content: 'Hello! How can we help you today?' },
  { key: 'shipping', content: 'Orders ship within 2 working days.' },
  { key: 'thanks', content: 'شكرًا لتواصلك معنا' },
  { key: 'hostile', content: hostile.markup[0] ?? '' },
];

export const templates: ConversationTemplate[] = [
  {
    id: 'order_followup',
    category: 'utility',
    cost: 1,
    text: 'Hello Noura, we have an update about your order. Reply to this message to continue.',
  },
  { id: 'winter_sale', category: 'marketing', cost: 2, text: 'Our winter sale starts today: 20% off everything.' },
];

export const contactOrders: ContactOrder[] = [
  { id: 1042, order_id: 'NKH-10423', status: 'out_for_delivery', order_date: '2026-11-25T09:10:00Z', total: 362.25, currency: 'SAR' },
  { id: 998, order_id: 'NKH-09981', status: 'delivered', order_date: '2026-10-02T15:00:00Z', total: 89, currency: 'SAR' },
];

export const contactCarts: ContactCart[] = [
  { cart_id: 'NKH-C104233', total: 241.5, currency: 'SAR', at: '2026-11-02T18:20:00Z', reminded: true, recovered: true },
  { cart_id: 'NKH-C099120', total: 86.25, currency: 'SAR', at: '2026-10-14T09:05:00Z', reminded: true, recovered: false },
];

export const contactFeedback: ContactFeedback[] = [
  { rating: 4, comment: 'Fast delivery, thank you', at: '2026-10-05T10:00:00Z' },
  { rating: 2, comment: hostile.markup[1] ?? '', at: '2026-09-01T10:00:00Z' },
];

/* ------------------------------------------------------------------ transfer (named agents) */

/** `GET …/transfer-targets`: the merchant's active agents with their sections (`sections` above). */
export const transferAgentsEn: TransferAgent[] = [
  { id: 11, name: 'Sara Al-Harbi', sections: [1], in_service: true },
  { id: 12, name: 'Omar Khalid', sections: [1, 2], in_service: true },
  { id: 13, name: 'Lina Haddad', sections: [2], in_service: false },
  { id: 14, name: 'Yousef Nasser', sections: [], in_service: true },
];

export const transferAgentsAr: TransferAgent[] = [
  { id: 11, name: 'سارة الحربي', sections: [1], in_service: true },
  { id: 12, name: 'عمر خالد', sections: [1, 2], in_service: true },
  { id: 13, name: 'لينا حداد', sections: [2], in_service: false },
  { id: 14, name: 'يوسف ناصر', sections: [], in_service: true },
];

export const sectionsAr = [
  { id: 1, name: 'المبيعات' },
  { id: 2, name: 'الدعم' },
];

export const hostileTransferAgents: TransferAgent[] = [
  ...hostile.markup.slice(0, 2),
  ...hostile.bidi.slice(0, 2),
  ...hostile.long.slice(0, 2),
].map((name, i) => ({ id: 100 + i, name, sections: [200 + (i % 3)], in_service: i % 2 === 0 }));

export const hostileTransferSections = [hostile.markup[0]!, hostile.bidi[0]!, hostile.long[0]!].map((name, i) => ({ id: 200 + i, name }));

const note = (at: string, payload: { to_agent: string | null; to_section: string | null; by: string | null }) =>
  entry(at, { direction: 'out', sender: 'system', kind: 'transfer', payload });

/** A thread with a transfer by an agent and one by the store. */
export const transferThreadEn: ThreadEntry[] = [
  entry('2026-11-27T11:30:00Z', { text: 'Can someone help with a refund?' }),
  note('2026-11-27T11:31:00Z', { to_agent: 'Omar Khalid', to_section: null, by: 'Sara Al-Harbi' }),
  out('2026-11-27T11:32:00Z', 'agent', 'Hi, Omar here. Let me check your order.', 'seen'),
  note('2026-11-27T11:40:00Z', { to_agent: 'Lina Haddad', to_section: 'Support', by: null }),
  note('2026-11-27T11:41:00Z', { to_agent: null, to_section: 'Sales', by: 'Lina Haddad' }),
];

export const transferThreadAr: ThreadEntry[] = [
  entry('2026-11-27T11:30:00Z', { text: 'ممكن أحد يساعدني في الاسترجاع؟' }),
  note('2026-11-27T11:31:00Z', { to_agent: 'عمر خالد', to_section: null, by: 'سارة الحربي' }),
  out('2026-11-27T11:32:00Z', 'agent', 'أهلًا، معك عمر. خلني أراجع طلبك.', 'seen'),
  note('2026-11-27T11:40:00Z', { to_agent: 'لينا حداد', to_section: 'الدعم', by: null }),
  note('2026-11-27T11:41:00Z', { to_agent: null, to_section: 'المبيعات', by: 'لينا حداد' }),
];

export const hostileTransferThread: ThreadEntry[] = [
  note('2026-11-27T11:31:00Z', { to_agent: hostile.markup[0]!, to_section: null, by: hostile.bidi[0]! }),
  note('2026-11-27T11:32:00Z', { to_agent: hostile.long[0]!, to_section: hostile.markup[1]!, by: null }),
  note('2026-11-27T11:33:00Z', { to_agent: null, to_section: hostile.bidi[1]!, by: hostile.long[1]! }),
];

import { translate } from '@wasl/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import type { Flow, FlowNode } from './flow';
import { LANGUAGE_CHOICE_PREFIX, matchChoice, matchKey, runFlow, type BotTexts, type RunFlowInput } from './flowEngine';

const n = (id: string, type: FlowNode['type'], enTitle: string, arTitle: string, enText: string, arText: string): FlowNode => ({
  id,
  type,
  data: { enTitle, arTitle, enText, arText },
  position: { x: 0, y: 0 },
});

/** The catalogue's sentences, as the server passes them (order statuses as raw values here). */
const texts: BotTexts = {
  text: (key, language, values) => translate(language, `chatbot:bot.${key}`, values ?? {}),
  orderStatus: (status) => status,
};

/** welcome → order / support / language / hours / FAQ; hours leads back to welcome (every node has an incoming edge). */
const flow: Flow = {
  nodes: [
    n('welcome', 'text', 'Start', 'البداية', 'Welcome to Wasl Store! How can we help?', 'أهلًا بك في متجر وصل! كيف نساعدك؟'),
    n('hours', 'text', 'Opening hours', 'ساعات العمل', 'We are open 9 am to 9 pm.', 'نعمل من ٩ صباحًا حتى ٩ مساءً.'),
    n('track', 'order', 'Track my order', 'تتبع طلبي', '$ORDER', '$ORDER'),
    n('agent', 'agent', 'Customer care', 'خدمة العملاء', '$AGENT', '$AGENT'),
    n('lang', 'lang', 'Language', 'اللغة', '$LANG', '$LANG'),
    n('faq', 'text', 'FAQ', 'الأسئلة الشائعة', '', ''),
    n('faq-answer', 'text', 'Returns', 'الإرجاع', 'You can return items within 14 days.', 'يمكنك إرجاع المنتجات خلال ١٤ يومًا.'),
  ],
  edges: [
    { source: 'welcome', target: 'track' },
    { source: 'welcome', target: 'agent' },
    { source: 'welcome', target: 'lang' },
    { source: 'welcome', target: 'hours' },
    { source: 'welcome', target: 'faq' },
    { source: 'hours', target: 'welcome' },
    { source: 'faq', target: 'faq-answer' },
  ],
};
const sections = [
  { id: 7, name: 'Sales' },
  { id: 8, name: 'Customer care' },
];
const orders = [
  { Order_ID: 'WS-10482', status: 'out_for_delivery' },
  { Order_ID: 'WS-10483', status: 'delivered' },
];
const run = (input: Partial<RunFlowInput>) => runFlow({ flow, language: 'en', texts, ...input });

describe('matchKey / matchChoice: a typed title matches whatever the case, diacritics, letter variants or language', () => {
  it('folds case, accents, harakat, tatweel, alef/yeh/teh marbuta variants, Arabic-Indic digits and punctuation', () => {
    expect(matchKey('  Opening   HOURS! ')).toBe('opening hours');
    expect(matchKey('Café Crème')).toBe(matchKey('cafe creme'));
    expect(matchKey('سَاعَاتُ العَمَل')).toBe(matchKey('ساعات العمل'));
    expect(matchKey('ساعـــات العمل')).toBe(matchKey('ساعات العمل'));
    expect(matchKey('إلغاء')).toBe(matchKey('الغاء'));
    expect(matchKey('مستشفى')).toBe(matchKey('مستشفي'));
    expect(matchKey('الأسئلة الشائعة')).toBe(matchKey('الاسئله الشائعه'));
    expect(matchKey('طلب ١٢٣')).toBe('طلب 123');
    expect(matchKey('‏«تتبع طلبي»؟')).toBe(matchKey('تتبع طلبي'));
    expect(matchKey('')).toBe('');
  });

  it('matches either language’s title among the candidates only', () => {
    const candidates = flow.nodes.filter((x) => ['track', 'agent', 'hours'].includes(x.id));
    expect(matchChoice(candidates, 'track MY order', 'en')?.id).toBe('track');
    expect(matchChoice(candidates, 'تتبّع طلبي', 'en')?.id).toBe('track');
    expect(matchChoice(candidates, 'CUSTOMER CARE.', 'ar')?.id).toBe('agent');
    expect(matchChoice(candidates, 'FAQ', 'en')).toBeUndefined();
    expect(matchChoice(candidates, '   ', 'en')).toBeUndefined();
  });
});

describe('runFlow, stateless (the emulator)', () => {
  it('starts at the first node when all have incoming edges, with the children as buttons, in the chosen language', () => {
    const en = run({});
    expect(en.replies).toEqual([
      {
        node_id: 'welcome',
        type: 'text',
        text: 'Welcome to Wasl Store! How can we help?',
        event: 'message',
        buttons: [
          { id: 'track', title: 'Track my order' },
          { id: 'agent', title: 'Customer care' },
          { id: 'lang', title: 'Language' },
          { id: 'hours', title: 'Opening hours' },
          { id: 'faq', title: 'FAQ' },
        ],
      },
    ]);
    expect(en.at).toBe('welcome');
    const ar = run({ language: 'ar' }).replies[0];
    expect(ar?.text).toBe('أهلًا بك في متجر وصل! كيف نساعدك؟');
    expect(ar?.buttons.map((b) => b.title)).toEqual(['تتبع طلبي', 'خدمة العملاء', 'اللغة', 'ساعات العمل', 'الأسئلة الشائعة']);
  });

  it('follows a pressed button given by node id or by title (either language, any case)', () => {
    expect(run({ id: 'hours' }).replies[0]).toMatchObject({ node_id: 'hours', buttons: [{ id: 'welcome', title: 'Start' }] });
    expect(run({ text: '  opening HOURS ' }).replies[0]?.node_id).toBe('hours');
    expect(run({ text: 'ساعات العمل' }).replies[0]?.node_id).toBe('hours');
  });

  it('passes through a node without text that has one child, and stops on a cycle of text-less nodes', () => {
    expect(run({ language: 'ar', id: 'faq' }).replies).toEqual([
      { node_id: 'faq-answer', type: 'text', text: 'يمكنك إرجاع المنتجات خلال ١٤ يومًا.', buttons: [], event: 'end' },
    ]);
    const loop: Flow = {
      nodes: [n('x', 'text', 'X', 'X', '', ''), n('y', 'text', 'Y', 'Y', '', '')],
      edges: [
        { source: 'x', target: 'y' },
        { source: 'y', target: 'x' },
      ],
    };
    const { replies } = runFlow({ flow: loop, language: 'en', texts });
    expect(replies).toHaveLength(1);
    expect(replies[0]?.text).toBe('Thank you for contacting us.');
  });

  it('$AGENT hands over, routed to the section named like the node, else the first with support on, else the queue', () => {
    const r = run({ id: 'agent', sections });
    expect(r.handover).toBe(true);
    expect(r.at).toBeNull();
    expect(r.replies[0]).toMatchObject({
      node_id: 'agent',
      event: 'handover',
      section: { id: 8, name: 'Customer care' },
      text: 'An agent from Customer care will join the chat shortly.',
    });
    const other = run({
      language: 'ar',
      id: 'agent',
      sections: [
        { id: 1, name: 'Off', support: false },
        { id: 2, name: 'المبيعات' },
      ],
    });
    expect(other.replies[0]).toMatchObject({ section: { id: 2, name: 'المبيعات' }, text: 'سينضم إليك أحد موظفي قسم المبيعات قريبًا.' });
    expect(run({ id: 'agent' }).replies[0]).toMatchObject({ section: null, text: 'An agent will join the chat shortly.' });
  });

  it('$LANG asks for the language; the choice switches it and restarts the flow in it', () => {
    const ask = run({ id: 'lang' });
    expect(ask.language).toBe('en');
    expect(ask.replies[0]).toMatchObject({
      type: 'lang',
      event: 'language_prompt',
      text: 'Which language would you like?',
      buttons: [
        { id: `${LANGUAGE_CHOICE_PREFIX}en`, title: 'English' },
        { id: `${LANGUAGE_CHOICE_PREFIX}ar`, title: 'العربية' },
      ],
    });
    const ar = run({ id: `${LANGUAGE_CHOICE_PREFIX}ar` });
    expect(ar.language).toBe('ar');
    expect(ar.replies.map((r) => r.text)).toEqual(['تم تغيير اللغة إلى العربية.', 'أهلًا بك في متجر وصل! كيف نساعدك؟']);
    // Typed while the question is open, in either script.
    expect(run({ at: 'lang', text: 'العربيه' }).language).toBe('ar');
    expect(run({ at: 'lang', language: 'ar', text: 'english' }).language).toBe('en');
  });

  it('$ORDER without a known customer asks for the number; a typed number answers from the order data', () => {
    expect(run({ id: 'track', orders }).replies[0]).toMatchObject({
      type: 'order',
      event: 'order_prompt',
      text: 'Please send your order number to check its status.',
    });
    expect(run({ text: '#ws-10482', orders }).replies[0]).toMatchObject({
      event: 'order_status',
      text: 'Order WS-10482: out_for_delivery.',
    });
    expect(run({ text: 'WS-99999', orders }).replies[0]).toMatchObject({
      event: 'order_unknown',
      text: 'We could not find order WS-99999. Please check the number and try again.',
    });
  });

  it('anything unmatched gets the fallback with the start choices — never silence; empty flows say so', () => {
    const r = run({ text: '<script>alert(1)</script>' });
    expect(r.replies[0]).toMatchObject({
      node_id: '',
      event: 'unknown_button',
      text: "Sorry, I didn't understand that. Please choose one of the options.",
    });
    expect(r.replies[0]?.buttons).toHaveLength(5);
    expect(runFlow({ flow: { nodes: [], edges: [] }, language: 'ar', texts }).replies[0]).toMatchObject({ event: 'empty_flow' });
  });
});

describe('runFlow in a conversation (the server: `at` is the session, the customer is known)', () => {
  it('a first message of any words starts the flow; typed titles match the offered choices', () => {
    const first = run({ at: null, text: 'مرحبا' });
    expect(first.replies[0]?.node_id).toBe('welcome');
    expect(first.at).toBe('welcome');
    expect(run({ at: 'welcome', text: 'OPENING hours' }).replies[0]?.node_id).toBe('hours');
    expect(run({ at: 'welcome', language: 'ar', text: 'Customer Care', sections }).handover).toBe(true);
    // A tapped reply (its id) wins over its title.
    expect(run({ at: 'welcome', id: 'faq', text: 'FAQ' }).replies[0]?.node_id).toBe('faq-answer');
  });

  it('$ORDER answers the customer’s latest order and status, or that there is none', () => {
    const r = run({ at: 'welcome', id: 'track', latestOrder: orders[0]! });
    expect(r.replies[0]).toMatchObject({ event: 'order_status', text: 'Order WS-10482: out_for_delivery.' });
    expect(run({ at: 'welcome', id: 'track', latestOrder: null }).replies[0]).toMatchObject({
      event: 'order_none',
      text: 'We found no order for this number.',
    });
  });

  it('unmatched text or media in a session gets the fallback and the same choices again', () => {
    const r = run({ at: 'hours', text: 'what?' });
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]).toMatchObject({ event: 'unknown_button', buttons: [{ id: 'welcome', title: 'Start' }] });
    expect(r.at).toBe('hours');
    const media = run({ at: 'welcome' });
    expect(media.replies[0]?.event).toBe('unknown_button');
    expect(media.replies[0]?.buttons).toHaveLength(5);
    const lang = run({ at: 'lang', text: 'Deutsch' });
    expect(lang.replies[0]?.buttons.map((b) => b.id)).toEqual([`${LANGUAGE_CHOICE_PREFIX}en`, `${LANGUAGE_CHOICE_PREFIX}ar`]);
  });
});

import { describe, expect, it } from 'vitest';
import { EMULATOR_TEXTS, emulate } from './emulator.ts';
import type { Flow, FlowNode } from '@wasl/api/models';

const n = (id: string, type: FlowNode['type'], enTitle: string, arTitle: string, enText: string, arText: string): FlowNode => ({
  id,
  type,
  data: { enTitle, arTitle, enText, arText },
  position: { x: 0, y: 0 },
});

/**
 * The shape of the seeded flow: welcome → order / support / language / hours / FAQ; hours leads back to
 * welcome, so every node has an incoming edge and the start is the first node.
 */
const flow: Flow = {
  nodes: [
    n('welcome', 'text', 'Start', 'البداية', 'Welcome to Wasl Store! How can we help?', 'أهلًا بك في متجر وصل! كيف نساعدك؟'),
    n(
      'hours',
      'text',
      'Opening hours',
      'ساعات العمل',
      'We are open 9 am to 9 pm, Saturday to Thursday.',
      'نعمل من ٩ صباحًا حتى ٩ مساءً، من السبت إلى الخميس.',
    ),
    n('track', 'order', 'Track my order', 'تتبع طلبي', '$ORDER', '$ORDER'),
    n('agent', 'agent', 'Customer care', 'خدمة العملاء', '$AGENT', '$AGENT'),
    n('lang', 'lang', 'العربية', 'English', '$LANG', '$LANG'),
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

describe('chatbot emulator', () => {
  it('starts at the first node when all have incoming edges, in the chosen language, with the children as buttons', () => {
    const { replies, language } = emulate({ flow, language: 'en' });
    expect(language).toBe('en');
    expect(replies).toEqual([
      {
        node_id: 'welcome',
        type: 'text',
        text: 'Welcome to Wasl Store! How can we help?',
        event: 'message',
        buttons: [
          { id: 'track', title: 'Track my order' },
          { id: 'agent', title: 'Customer care' },
          { id: 'lang', title: 'العربية' },
          { id: 'hours', title: 'Opening hours' },
          { id: 'faq', title: 'FAQ' },
        ],
      },
    ]);
    const ar = emulate({ flow, language: 'ar' }).replies[0];
    expect(ar?.text).toBe('أهلًا بك في متجر وصل! كيف نساعدك؟');
    expect(ar?.buttons.map((b) => b.title)).toEqual(['تتبع طلبي', 'خدمة العملاء', 'English', 'ساعات العمل', 'الأسئلة الشائعة']);
  });

  it('follows a pressed button given by node id or by title (either language, any case)', () => {
    const byId = emulate({ flow, language: 'en', button: 'hours' }).replies[0];
    expect(byId).toMatchObject({
      node_id: 'hours',
      text: 'We are open 9 am to 9 pm, Saturday to Thursday.',
      buttons: [{ id: 'welcome', title: 'Start' }],
    });
    expect(emulate({ flow, language: 'en', button: '  opening HOURS ' }).replies[0]?.node_id).toBe('hours');
    expect(emulate({ flow, language: 'en', button: 'ساعات العمل' }).replies[0]?.node_id).toBe('hours');
  });

  it('walks round a cycle (hours → welcome → hours) without getting stuck', () => {
    expect(emulate({ flow, language: 'en', button: 'welcome' }).replies[0]?.node_id).toBe('welcome');
    expect(emulate({ flow, language: 'en', button: 'hours' }).replies[0]?.buttons).toEqual([{ id: 'welcome', title: 'Start' }]);
  });

  it('passes through a node without text that has one child', () => {
    const { replies } = emulate({ flow, language: 'ar', button: 'faq' });
    expect(replies).toEqual([
      { node_id: 'faq-answer', type: 'text', text: 'يمكنك إرجاع المنتجات خلال ١٤ يومًا.', buttons: [], event: 'end' },
    ]);
  });

  it('stops on a cycle of text-less nodes', () => {
    const loop: Flow = {
      nodes: [n('x', 'text', 'X', 'X', '', ''), n('y', 'text', 'Y', 'Y', '', '')],
      edges: [
        { source: 'x', target: 'y' },
        { source: 'y', target: 'x' },
      ],
    };
    const { replies } = emulate({ flow: loop, language: 'en' });
    expect(replies).toHaveLength(1);
    expect(replies[0]?.text).toBe(EMULATOR_TEXTS.end('en'));
  });

  it('$AGENT hands over to a human, routed to the section named like the node', () => {
    const r = emulate({ flow, language: 'en', button: 'agent', sections });
    expect(r.handover).toBe(true);
    expect(r.replies[0]).toMatchObject({
      node_id: 'agent',
      type: 'agent',
      event: 'handover',
      buttons: [],
      section: { id: 8, name: 'Customer care' },
      text: 'An agent from Customer care will join the chat shortly.',
    });
    // No matching section: the first with support on; none at all: the general queue.
    const other = emulate({
      flow,
      language: 'ar',
      button: 'agent',
      sections: [
        { id: 1, name: 'Off', support: false },
        { id: 2, name: 'المبيعات' },
      ],
    });
    expect(other.replies[0]).toMatchObject({ section: { id: 2, name: 'المبيعات' }, text: 'سينضم إليك أحد موظفي قسم المبيعات قريبًا.' });
    expect(emulate({ flow, language: 'en', button: 'agent' }).replies[0]).toMatchObject({
      section: null,
      text: 'An agent will join the chat shortly.',
    });
  });

  it('$LANG switches language and re-offers the start choices in the new language', () => {
    const r = emulate({ flow, language: 'en', button: 'lang' });
    expect(r.language).toBe('ar');
    expect(r.replies[0]).toMatchObject({ type: 'lang', event: 'language', text: 'تم تغيير اللغة إلى العربية.' });
    expect(r.replies[0]?.buttons.map((b) => b.title)).toContain('تتبع طلبي');
    const back = emulate({ flow, language: 'ar', button: 'English' });
    expect(back.language).toBe('en');
    expect(back.replies[0]?.text).toBe('Language changed to English.');
  });

  it('$ORDER asks for the order number, then answers its status from the order data', () => {
    expect(emulate({ flow, language: 'en', button: 'track', orders }).replies[0]).toMatchObject({
      type: 'order',
      event: 'order_prompt',
      text: 'Please send your order number to check its status.',
    });
    expect(emulate({ flow, language: 'en', button: '#ws-10482', orders }).replies[0]).toMatchObject({
      event: 'order_status',
      text: 'Order WS-10482: Out for delivery.',
    });
    expect(emulate({ flow, language: 'ar', button: 'WS-10483', orders }).replies[0]?.text).toBe('حالة الطلب WS-10483: تم التسليم.');
    expect(emulate({ flow, language: 'en', button: 'WS-99999', orders }).replies[0]).toMatchObject({
      event: 'order_unknown',
      text: 'We could not find order WS-99999. Please check the number and try again.',
    });
  });

  it('answers an unknown button with a clear message and the start buttons', () => {
    const r = emulate({ flow, language: 'en', button: '<script>alert(1)</script>' });
    expect(r.replies[0]).toMatchObject({ node_id: '', event: 'unknown_button' });
    expect(r.replies[0]?.text).toContain('is not one of the options. Please choose one of the buttons.');
    expect(r.replies[0]?.buttons).toHaveLength(5);
    expect(emulate({ flow, language: 'ar', button: 'x'.repeat(10_000) }).replies[0]?.text.length).toBeLessThan(200);
  });

  it('answers an empty flow clearly, ignores edges to missing nodes, flags > 10 nodes', () => {
    expect(emulate({ flow: { nodes: [], edges: [] }, language: 'en' }).replies[0]).toMatchObject({
      event: 'empty_flow',
      text: EMULATOR_TEXTS.empty('en'),
    });
    const dangling: Flow = { nodes: flow.nodes, edges: [...flow.edges, { source: 'welcome', target: 'ghost' }] };
    expect(emulate({ flow: dangling, language: 'en' }).replies[0]?.buttons).toHaveLength(5);
    expect(emulate({ flow, language: 'en' }).isGreaterThenTen).toBe(false);
    const big: Flow = { nodes: Array.from({ length: 11 }, (_, i) => n(`k${i}`, 'text', `K${i}`, `K${i}`, 'hi', 'مرحبا')), edges: [] };
    expect(emulate({ flow: big, language: 'en' }).isGreaterThenTen).toBe(true);
  });

  it('treats a text node carrying a marker as that marker', () => {
    const marked: Flow = { nodes: [n('m', 'text', 'Help', 'مساعدة', '$AGENT', '$AGENT')], edges: [] };
    expect(emulate({ flow: marked, language: 'en' }).replies[0]?.event).toBe('handover');
  });
});

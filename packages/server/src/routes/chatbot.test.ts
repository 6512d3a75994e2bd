import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const node = (id: string, type: string, enTitle: string, arTitle: string, enText: string, arText: string, x = 0) => ({
  id,
  type,
  data: { enTitle, arTitle, enText, arText },
  position: { x, y: 0 },
});
const flow = {
  nodes: [
    node('welcome', 'text', 'Start', 'البداية', 'Welcome! How can we help?', 'أهلًا! كيف نساعدك؟'),
    node('track', 'order', 'Track my order', 'تتبع طلبي', '$ORDER', '$ORDER', 100),
    node('agent', 'agent', 'Customer care', 'خدمة العملاء', '$AGENT', '$AGENT', 200),
    node('lang', 'lang', 'العربية', 'English', '$LANG', '$LANG', 300),
  ],
  edges: [
    { id: 'e1', source: 'welcome', target: 'track' },
    { id: 'e2', source: 'welcome', target: 'agent' },
    { id: 'e3', source: 'welcome', target: 'lang' },
  ],
};

interface Reply {
  node_id: string;
  type: string;
  text: string;
  buttons: { id: string; title: string }[];
  language: string;
  event: string;
}

describe('chatbot', () => {
  it('answers sections and an empty flow before anything is saved, then stores and returns {nodes, edges}', async () => {
    const m = await t.merchant();
    await t.post('section/agent/sections', {
      token: m.token,
      json: { name: 'Customer care', color: '#2F6FDE', start: '08:00', end: '22:00' },
    });
    const before = await t.get<{ sections: { name: string }[]; bot: unknown }>('section/chatbot', { token: m.token });
    expect(before.body.data).toMatchObject({
      sections: [{ name: 'Customer care', start: '08:00', end: '22:00' }],
      bot: { nodes: [], edges: [] },
      node_limit: 200,
    });
    const saved = await t.post('section/chatbot/update', { token: m.token, json: flow });
    expect(saved.status).toBe(200);
    expect((await t.get<{ bot: unknown }>('section/chatbot', { token: m.token })).body.data!.bot).toEqual(flow);
  });

  it('refuses invalid flows: duplicate ids, edges to missing nodes, unknown types, extra keys', async () => {
    const m = await t.merchant();
    const bad = [
      { ...flow, nodes: [...flow.nodes, flow.nodes[0]] },
      { ...flow, edges: [...flow.edges, { id: 'e9', source: 'welcome', target: 'ghost' }] },
      { ...flow, nodes: [{ ...flow.nodes[0], type: 'script' }] },
      { ...flow, extra: 1 },
      { nodes: 'x', edges: [] },
    ];
    for (const body of bad)
      expect((await t.post('section/chatbot/update', { token: m.token, json: body })).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await t.get<{ bot: { nodes: unknown[] } }>('section/chatbot', { token: m.token })).body.data!.bot.nodes).toEqual([]);
  });

  it('emulates the posted flow from the start, in the chosen language', async () => {
    const m = await t.merchant();
    const res = await t.post<Reply[]>('section/chatbot/emulate?language=ar', { token: m.token, json: flow });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        node_id: 'welcome',
        type: 'text',
        text: 'أهلًا! كيف نساعدك؟',
        buttons: [
          { id: 'track', title: 'تتبع طلبي' },
          { id: 'agent', title: 'خدمة العملاء' },
          { id: 'lang', title: 'English' },
        ],
        event: 'message',
        language: 'ar',
      },
    ]);
  });

  it('walks the saved flow when nothing is posted; $AGENT routes to the matching section, $LANG asks, the choice switches', async () => {
    const m = await t.merchant();
    const s = await t.post<{ id: number }>('section/agent/sections', {
      token: m.token,
      json: { name: 'Customer care', color: '#2F6FDE', start: '08:00', end: '22:00' },
    });
    await t.post('section/chatbot/update', { token: m.token, json: flow });
    const agent = await t.post<(Reply & { section: { id: number; name: string } })[]>('section/chatbot/emulate?language=en&button=agent', {
      token: m.token,
    });
    expect(agent.status).toBe(200);
    expect(agent.body.data![0]).toMatchObject({
      type: 'agent',
      event: 'handover',
      section: { id: s.body.data!.id, name: 'Customer care' },
    });
    expect(agent.body.data![0]!.text).toBe('An agent from Customer care will join the chat shortly.');
    const lang = await t.post<Reply[]>('section/chatbot/emulate?language=en&button=' + encodeURIComponent('العربية'), {
      token: m.token,
      json: {},
    });
    expect(lang.body.data![0]).toMatchObject({
      type: 'lang',
      event: 'language_prompt',
      language: 'en',
      buttons: [
        { id: '$LANG:en', title: 'English' },
        { id: '$LANG:ar', title: 'العربية' },
      ],
    });
    const chosen = await t.post<Reply[]>('section/chatbot/emulate?language=en&button=' + encodeURIComponent('$LANG:ar'), {
      token: m.token,
      json: {},
    });
    expect(chosen.body.data!.map((r) => [r.text, r.language])).toEqual([
      ['تم تغيير اللغة إلى العربية.', 'ar'],
      ['أهلًا! كيف نساعدك؟', 'ar'],
    ]);
  });

  it('$ORDER asks for the number, then answers the status of one of this merchant’s orders only', async () => {
    const m = await t.merchant();
    const other = await t.merchant();
    await t.db.query(
      `INSERT INTO orders (merchant_id, order_id, phone, status) VALUES ($1, 'NKH-20001', '+966501234567', 'shipped'), ($2, 'OUD-90001', '+966561234567', 'delivered')`,
      [m.id, other.id],
    );
    const prompt = await t.post<Reply[]>('section/chatbot/emulate?button=track', { token: m.token, json: flow });
    expect(prompt.body.data![0]).toMatchObject({ event: 'order_prompt', text: 'Please send your order number to check its status.' });
    const status = await t.post<Reply[]>('section/chatbot/emulate?button=%23nkh-20001', { token: m.token, json: flow });
    expect(status.body.data![0]).toMatchObject({ event: 'order_status', text: 'Order NKH-20001: Shipped.' });
    const foreign = await t.post<Reply[]>('section/chatbot/emulate?button=OUD-90001', { token: m.token, json: flow });
    expect(foreign.body.data![0]).toMatchObject({ event: 'order_unknown' });
  });

  it('answers an unknown button clearly and refuses bad query values', async () => {
    const m = await t.merchant();
    const res = await t.post<Reply[]>('section/chatbot/emulate?button=Refund', { token: m.token, json: flow });
    expect(res.status).toBe(200);
    expect(res.body.data![0]).toMatchObject({
      event: 'unknown_button',
      text: "Sorry, I didn't understand that. Please choose one of the options.",
    });
    expect((await t.post('section/chatbot/emulate?language=fr', { token: m.token, json: flow })).status).toBe(400);
    expect((await t.post('section/chatbot/emulate?button=' + 'x'.repeat(65), { token: m.token, json: flow })).status).toBe(400);
    expect((await t.post('section/chatbot/emulate', { token: m.token, json: { nodes: [] } })).status).toBe(400);
  });

  it('deploy refuses what WhatsApp would refuse, with each problem and its node; the flow stays as saved', async () => {
    const m = await t.merchant();
    await t.post('section/chatbot/update', { token: m.token, json: flow });
    const fourth = node('hours', 'text', 'Opening hours', 'ساعات العمل', '9 to 10', '٩ إلى ١٠', 400);
    const long = 'ن'.repeat(1025);
    const bad = {
      nodes: [...flow.nodes.map((n) => (n.id === 'welcome' ? { ...n, data: { ...n.data, arText: long } } : n)), fourth],
      edges: [...flow.edges, { id: 'e4', source: 'welcome', target: 'hours' }],
    };
    const refused = await t.post<{ problems: unknown[] }>('section/chatbot/update', { token: m.token, json: bad });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('errors:chatbotDeployRefused');
    expect(refused.body.data!.problems).toEqual([
      { key: 'bodyTooLong', node: 'welcome', values: { lang: 'ar', length: 1025, max: 1024 } },
      { key: 'tooManyButtons', node: 'welcome', values: { count: 4, max: 3 } },
    ]);
    expect((await t.get<{ bot: unknown }>('section/chatbot', { token: m.token })).body.data!.bot).toEqual(flow);
    // Fixed (a list message, body within the limit) it deploys.
    const fixed = {
      ...bad,
      nodes: bad.nodes.map((n) => (n.id === 'welcome' ? { ...n, data: { ...n.data, arText: 'أهلًا', list: true } } : n)),
    };
    expect((await t.post('section/chatbot/update', { token: m.token, json: fixed })).status).toBe(200);
    expect((await t.get<{ bot: typeof fixed }>('section/chatbot', { token: m.token })).body.data!.bot).toEqual(fixed);
  });

  it('a ten-node plan refuses the eleventh node (isGreaterThenTen) and says its limit', async () => {
    const m = await t.merchant({ plan: 'basic' });
    expect((await t.get<{ node_limit: number }>('section/chatbot', { token: m.token })).body.data!.node_limit).toBe(10);
    const nodes = Array.from({ length: 11 }, (_, i) => node(`n${i}`, 'text', `N${i}`, `ع${i}`, 'Hi', 'أهلًا', i * 10));
    const edges = nodes.slice(1).map((n, i) => ({ id: `e${i}`, source: `n${i}`, target: n.id }));
    const refused = await t.post<{ problems: unknown[] }>('section/chatbot/update', { token: m.token, json: { nodes, edges } });
    expect(refused.status).toBe(422);
    expect(refused.body.data!.problems).toEqual([{ key: 'overLimit', node: 'n10', values: { count: 11, limit: 10 } }]);
    expect(
      (await t.post('section/chatbot/update', { token: m.token, json: { nodes: nodes.slice(0, 10), edges: edges.slice(0, 9) } })).status,
    ).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

interface Ticket {
  id: number;
  topic: string;
  description: string;
  status: 'open' | 'closed';
  unread: number;
}
interface TicketPage {
  tickets: Ticket[];
  Total_Pages: number;
  Total?: number;
}
interface TicketList {
  tickets: Ticket[];
  total_pages: number;
  current_page: number;
  init_tickets?: TicketPage;
  open_tickets?: TicketPage;
  closed_tickets?: TicketPage;
  Current_Page?: number;
}

const raise = (token: string, topic: string, description: string) =>
  t.post<Ticket>('section/support/raise', { token, form: { topic, description } });

describe('support tickets', () => {
  it('raises a ticket from the form (topic and description required) with the desk’s acknowledgement unread', async () => {
    const m = await t.merchant();
    const res = await raise(m.token, 'رسائل الطلبات لا تصل', 'بعض العملاء لم تصلهم رسائل تأكيد الطلب اليوم.');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ topic: 'رسائل الطلبات لا تصل', status: 'open', unread: 1 });
    expect((await raise(m.token, '', 'Something is wrong with invoices')).status).toBe(400);
    expect((await raise(m.token, 'Invoices', '   ')).status).toBe(400);
    expect((await t.post('section/support/raise', { token: m.token, form: { topic: 'Only a topic here' } })).status).toBe(400);
  });

  it('inspect returns the messages and marks them read', async () => {
    const m = await t.merchant();
    const ticket = (await raise(m.token, 'Invoice template pending', 'Our template has been pending for two days.')).body.data!;
    const res = await t.get<Ticket & { messages: { from: string; text: string }[] }>(`section/support/inspect/${ticket.id}`, {
      token: m.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.unread).toBe(0);
    expect(res.body.data!.messages.map((x) => x.from)).toEqual(['merchant', 'support']);
    expect(res.body.data!.messages[0]!.text).toBe('Our template has been pending for two days.');
    const listed = await t.get<TicketList>('section/support/tickets?status=open', { token: m.token });
    expect(listed.body.data!.tickets[0]!.unread).toBe(0);
    expect((await t.get('section/support/inspect/999999', { token: m.token })).status).toBe(404);
  });

  it('toggles open ↔ closed and answers the new status', async () => {
    const m = await t.merchant();
    const ticket = (await raise(m.token, 'Campaign rejected', 'Our campaign was rejected without a reason.')).body.data!;
    const closed = await t.post<{ status: string }>(`section/support/tickets/status/${ticket.id}`, { token: m.token });
    expect(closed.body.data).toEqual({ status: 'closed' });
    expect((await t.post<{ status: string }>(`section/support/tickets/status/${ticket.id}`, { token: m.token })).body.data).toEqual({
      status: 'open',
    });
    expect((await t.post('section/support/tickets/status/999999', { token: m.token })).status).toBe(404);
    expect((await t.post('section/support/tickets/status/abc', { token: m.token })).status).toBe(400);
  });

  it('replies on an open ticket; a closed one answers 409, an empty reply 400, another merchant’s ticket 404', async () => {
    const m = await t.merchant();
    const other = await t.merchant();
    const ticket = (await raise(m.token, 'Wallet top-up', 'The wallet did not update after payment.')).body.data!;
    const reply = await t.post<{ id: number; from: string; text: string }>(`section/support/reply/${ticket.id}`, {
      token: m.token,
      json: { text: '  Still waiting, thank you.  ' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ from: 'merchant', text: 'Still waiting, thank you.' });
    const detail = await t.get<{ messages: { from: string; text: string }[] }>(`section/support/inspect/${ticket.id}`, { token: m.token });
    expect(detail.body.data!.messages.map((x) => x.text).at(-1)).toBe('Still waiting, thank you.');
    expect((await t.post(`section/support/reply/${ticket.id}`, { token: m.token, json: { text: '   ' } })).status).toBe(400);
    expect((await t.post(`section/support/reply/${ticket.id}`, { token: other.token, json: { text: 'Not mine' } })).status).toBe(404);
    await t.post(`section/support/tickets/status/${ticket.id}`, { token: m.token });
    const closed = await t.post(`section/support/reply/${ticket.id}`, { token: m.token, json: { text: 'After closing' } });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('errors:ticketClosed');
  });

  it('pages by status; the initial load carries init, open and closed pages and Current_Page', async () => {
    const m = await t.merchant();
    await t.db.query(
      `INSERT INTO tickets (merchant_id, topic, description, status, updated_at)
       SELECT $1, 'Topic ' || g, 'Description ' || g, CASE WHEN g <= 23 THEN 'open' ELSE 'closed' END, now() - make_interval(mins => g)
       FROM generate_series(1, 30) g`,
      [m.id],
    );
    const initial = (await t.get<TicketList>('section/support/tickets', { token: m.token })).body.data!;
    expect(initial.tickets).toHaveLength(20);
    expect(initial.tickets[0]!.topic).toBe('Topic 1');
    expect(initial).toMatchObject({ total_pages: 2, current_page: 1, Current_Page: 1 });
    expect(initial.init_tickets!.Total_Pages).toBe(2);
    expect(initial.open_tickets!.Total_Pages).toBe(2);
    expect(initial.open_tickets!.tickets.every((x) => x.status === 'open')).toBe(true);
    expect(initial.closed_tickets).toMatchObject({ Total_Pages: 1, Total: 7 });
    expect(initial.open_tickets!.Total).toBe(23);
    expect(initial.closed_tickets!.tickets).toHaveLength(7);
    const closedPage = (await t.get<TicketList>('section/support/tickets?status=closed&page=1', { token: m.token })).body.data!;
    expect(closedPage).toMatchObject({ total_pages: 1, current_page: 1 });
    expect(closedPage.init_tickets).toBeUndefined();
    expect((await t.get<TicketList>('section/support/tickets?status=open&page=2', { token: m.token })).body.data!.tickets).toHaveLength(3);
    expect((await t.get('section/support/tickets?status=pending', { token: m.token })).status).toBe(400);
  });
});

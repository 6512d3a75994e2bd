/**
 * Support tickets (SPEC §3 "Support tickets", §4 "Ticket", §5 "topic and description required").
 *
 * The list is paged by status; without ?status (the initial load) it also carries init_tickets
 * (all), open_tickets and closed_tickets, each with its tickets and Total_Pages, and Current_Page.
 * `unread` counts support replies the merchant has not opened: inspecting a ticket reads them.
 * The sandbox support desk acknowledges every new ticket at once (one unread reply).
 */
import { PAGE_SIZE, routes } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { tenant } from '../db/tenant.ts';
import { iso, merchantFeatures, offsetOf, pageCount } from '../db/queries.ts';
import { languageOf, text, type MessageLanguage } from '../lib/labels.ts';
import { conflict, notFound, notInPlan, type MessageKey } from '../middleware/http.ts';

const NOT_FOUND = 'errors:notFound' satisfies MessageKey;

/** The sandbox support desk's first answer, in the merchant's language. */
export const supportAck = (language: MessageLanguage): string => text(language, 'notify:support.ack');
/** The dedicated agent's first answer on a priority ticket (plan feature special_agent_support, ADR 009). */
export const priorityAck = (language: MessageLanguage): string => text(language, 'notify:support.priorityAck');

interface TicketRow {
  id: number;
  topic: string;
  description: string;
  status: 'open' | 'closed';
  unread: number;
  created_at: Date;
  updated_at: Date;
  priority: boolean;
}

const COLUMNS = 'id, topic, description, status, unread, created_at, updated_at, priority';

const toTicket = (t: TicketRow) => ({
  id: t.id,
  topic: t.topic,
  description: t.description,
  status: t.status,
  unread: t.unread,
  created_at: iso(t.created_at),
  updated_at: iso(t.updated_at),
  priority: t.priority,
});

export const register: RouteModule = (r, deps) => {
  const { db } = deps;

  const page = async (merchantId: number, status: 'open' | 'closed' | undefined, pageNumber: number) => {
    const t = tenant(db, merchantId);
    const params: unknown[] = status ? [status] : [];
    const where = status ? 'merchant_id = $1 AND status = $2' : 'merchant_id = $1';
    const [count, rows] = await Promise.all([
      t.one<{ n: number }>(`SELECT count(*) AS n FROM tickets WHERE ${where}`, params),
      t.many<TicketRow>(
        // Open priority tickets first (special_agent_support), then the most recently active.
        `SELECT ${COLUMNS} FROM tickets WHERE ${where} ORDER BY (priority AND status = 'open') DESC, updated_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(pageNumber)}`,
        params,
      ),
    ]);
    return { tickets: rows.map(toTicket), Total_Pages: pageCount(count?.n ?? 0), Total: Number(count?.n ?? 0) };
  };

  r.handle(routes.listTickets, async ({ merchantId, query }) => {
    if (query.status) {
      const one_ = await page(merchantId, query.status, query.page);
      return { data: { tickets: one_.tickets, total_pages: one_.Total_Pages, current_page: query.page } };
    }
    const [all, open, closed] = await Promise.all([
      page(merchantId, undefined, query.page),
      page(merchantId, 'open', query.page),
      page(merchantId, 'closed', query.page),
    ]);
    return {
      data: {
        tickets: all.tickets,
        total_pages: all.Total_Pages,
        current_page: query.page,
        init_tickets: all,
        open_tickets: open,
        closed_tickets: closed,
        Current_Page: query.page,
      },
    };
  });

  r.handle(routes.inspectTicket, async ({ merchantId, params }) => {
    const t = tenant(db, merchantId);
    const ticket = await t.one<TicketRow>(`UPDATE tickets SET unread = 0 WHERE merchant_id = $1 AND id = $2 RETURNING ${COLUMNS}`, [
      params.ticket_id,
    ]);
    if (!ticket) throw notFound(NOT_FOUND);
    const messages = await t.many<{ id: number; author: string; body: string; created_at: Date }>(
      'SELECT id, author, body, created_at FROM ticket_messages WHERE merchant_id = $1 AND ticket_id = $2 ORDER BY created_at, id',
      [params.ticket_id],
    );
    return {
      data: {
        ...toTicket(ticket),
        messages: messages.map((m) => ({
          id: m.id,
          from: m.author === 'support' ? ('support' as const) : ('merchant' as const),
          text: m.body,
          created_at: iso(m.created_at),
        })),
      },
    };
  });

  r.handle(routes.raiseTicket, async ({ merchantId, body }) => {
    const now = deps.now();
    // A merchant with special_agent_support: every ticket is priority from the start (ADR 009).
    const priority = (await merchantFeatures(db, merchantId)).has('special_agent_support');
    const ticket = await tenant(db, merchantId).transaction(async (tx) => {
      const merchant = await tx.one<{ language: string }>('SELECT language FROM merchants WHERE id = $1');
      const row = await tx.one<TicketRow>(
        `INSERT INTO tickets (merchant_id, topic, description, status, unread, created_at, updated_at, priority) VALUES ($1, $2, $3, 'open', 1, $4, $5, $6) RETURNING ${COLUMNS}`,
        [body.topic.trim(), body.description.trim(), now, new Date(now.getTime() + 1), priority],
      );
      const language = languageOf(merchant?.language);
      await tx.query(
        `INSERT INTO ticket_messages (merchant_id, ticket_id, author, body, created_at) VALUES ($1, $2, 'merchant', $3, $4), ($1, $2, 'support', $5, $6)`,
        [row!.id, body.description.trim(), now, priority ? priorityAck(language) : supportAck(language), new Date(now.getTime() + 1)],
      );
      return row!;
    });
    return { data: toTicket(ticket), message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.replyTicket, async ({ merchantId, params, body }) => {
    const now = deps.now();
    const message = await tenant(db, merchantId).transaction(async (tx) => {
      const ticket = await tx.one<{ status: 'open' | 'closed' }>(
        'SELECT status FROM tickets WHERE merchant_id = $1 AND id = $2 FOR UPDATE',
        [params.ticket_id],
      );
      if (!ticket) throw notFound(NOT_FOUND);
      if (ticket.status === 'closed') throw conflict('errors:ticketClosed');
      await tx.query('UPDATE tickets SET updated_at = $3 WHERE merchant_id = $1 AND id = $2', [params.ticket_id, now]);
      return tx.one<{ id: number; body: string; created_at: Date }>(
        `INSERT INTO ticket_messages (merchant_id, ticket_id, author, body, created_at) VALUES ($1, $2, 'merchant', $3, $4) RETURNING id, body, created_at`,
        [params.ticket_id, body.text.trim(), now],
      );
    });
    return { data: { id: message!.id, from: 'merchant' as const, text: message!.body, created_at: iso(message!.created_at) } };
  });

  // A ticket raised before the upgrade (or by a merchant without the feature: 402) handed to a dedicated agent.
  r.handle(routes.escalateTicket, async ({ merchantId, params }) => {
    if (!(await merchantFeatures(db, merchantId)).has('special_agent_support')) throw notInPlan('special_agent_support');
    const now = deps.now();
    return tenant(db, merchantId).transaction(async (tx) => {
      const ticket = await tx.one<TicketRow>(`SELECT ${COLUMNS} FROM tickets WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [
        params.ticket_id,
      ]);
      if (!ticket) throw notFound(NOT_FOUND);
      if (ticket.status === 'closed') throw conflict('errors:ticketClosed');
      if (ticket.priority) return { data: toTicket(ticket) };
      const merchant = await tx.one<{ language: string }>('SELECT language FROM merchants WHERE id = $1');
      await tx.query(`INSERT INTO ticket_messages (merchant_id, ticket_id, author, body, created_at) VALUES ($1, $2, 'support', $3, $4)`, [
        ticket.id,
        priorityAck(languageOf(merchant?.language)),
        now,
      ]);
      const row = await tx.one<TicketRow>(
        `UPDATE tickets SET priority = true, unread = unread + 1, updated_at = $3 WHERE merchant_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [ticket.id, now],
      );
      return { data: toTicket(row!), message: 'errors:success.dataUpdated' as const };
    });
  });

  r.handle(routes.toggleTicketStatus, async ({ merchantId, params }) => {
    const row = await tenant(db, merchantId).one<{ status: 'open' | 'closed' }>(
      `UPDATE tickets SET status = CASE WHEN status = 'open' THEN 'closed' ELSE 'open' END, updated_at = $3
       WHERE merchant_id = $1 AND id = $2 RETURNING status`,
      [params.ticket_id, deps.now()],
    );
    if (!row) throw notFound(NOT_FOUND);
    return { data: { status: row.status }, message: 'errors:success.dataUpdated' };
  });
};

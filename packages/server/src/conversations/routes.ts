/**
 * Conversations' routes (issue 19): the inbox at /inspect — the list, a customer's thread with its
 * conversation record, writing to the customer (free text inside the 24-hour window, a template
 * any time), claim / transfer / close / read, the live event stream, and the sandbox's "message as
 * a customer". Another merchant's customer answers like an unknown one (tenant isolation).
 */
import { randomBytes } from 'node:crypto';
import { routes } from '@wasl/api';
import type { TransferNote } from '@wasl/api/types';
import { sha256 } from '../auth/tokens.ts';
import type { Queryable } from '../db/db.ts';
import { enqueue } from '../jobs/queue.ts';
import { HttpError, notFound } from '../middleware/http.ts';
import type { RouteModule } from '../middleware/route.ts';
import { WHATSAPP_INBOUND_JOB } from '../webhooks/names.ts';
import { eventsAfter, EventHub, localBus, postgresBus, type InboxEvent } from './events.ts';
import { askForRating } from './csat.ts';
import { conversationRecord, listConversations } from './inbox.ts';
import type { InboundJobPayload } from './inbound.ts';
import { claim, closeConversation, currentConversation, transfer, type Actor } from './records.ts';
import { conversationOrders } from './orders.ts';
import { agentMaySee, current, sendFromInbox, threadOf } from './send.ts';
import { inboxTemplates, templateCost } from './templates.ts';
import { agentsSeeNumbers, numberView, numberViewOf, phoneOfParam } from './numbers.ts';
import { contactOf, findThread, readCustomerThread } from './thread.ts';
import { phoneDigits as digitsOf } from '../lib/phone.ts';
import { inTenantTransaction, tenant } from '../db/tenant.ts';

/** How long a ticket opens the event stream. */
export const TICKET_MS = 5 * 60_000;
/**
 * How often an open stream asks whether its session is still live, at most (a revocation in this
 * process is seen at once; this bounds one made by another process, and an expiry or idle end).
 */
export const STREAM_SESSION_CHECK_MS = 5_000;

/** Who is acting (roles: the merchant, or one of their agents on the routes that list 'agent'). */
const actorOf = (input: { actor: Actor }): Actor => input.actor;

export const register: RouteModule = (r, deps) => {
  const { db } = deps;
  /** The customer's digits of a `{phone}` segment (the number, or an agent's opaque key: Show_Number, numbers.ts). */
  const phoneOf = (input: { merchantId: number; params: { phone: string } }) =>
    phoneOfParam(deps.secrets, input.merchantId, input.params.phone);
  const viewOf = (input: { merchantId: number; actor: Actor }) => numberViewOf(db, deps.secrets, input.merchantId, input.actor);
  const hub = new EventHub(db, {
    buses: deps.config.databaseUrl
      ? [localBus, postgresBus(deps.config.databaseUrl, (e) => deps.log.warn(`inbox LISTEN: ${String(e)}`))]
      : [localBus],
  });

  r.handle(routes.listConversations, async (input) => {
    const { merchantId, query } = input;
    return { data: await listConversations(db, merchantId, actorOf(input), query, await viewOf(input)) };
  });

  r.handle(routes.getThread, async (input) => {
    const { merchantId } = input;
    const phone = phoneOf(input);
    const actor = actorOf(input);
    const view = await viewOf(input);
    // An agent reads only a conversation they may act on (404 otherwise, even for a customer with none).
    await agentMaySee(db, merchantId, phone, actor);
    const [head, entries, contact] = await Promise.all([
      findThread(db, merchantId, { phone }),
      readCustomerThread(db, merchantId, phone),
      contactOf(db, merchantId, phone),
    ]);
    const c = head ? await currentConversation(db, merchantId, head.id) : undefined;
    return {
      data: {
        customer: head
          ? {
              phone: head.phone === null ? null : view.phone(head.phone),
              phone_masked: head.phone === null ? null : view.masked(head.phone),
              wa_id: view.shown ? head.wa_id : null,
              user_id: head.user_id,
              username: head.username,
              profile_name: head.profile_name,
              language: head.language,
              handover: head.handover,
              section_id: head.handover_section_id,
            }
          : null,
        contact: head || entries.length ? contact : null,
        entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })),
        conversation: c ? await conversationRecord(db, c, deps.now()) : null,
      },
    };
  });

  r.handle(routes.listConversationOrders, async (input) => {
    const { merchantId } = input;
    const view = await viewOf(input);
    const { orders } = await conversationOrders(db, merchantId, phoneOf(input), actorOf(input));
    return { data: { orders: orders.map((o) => ({ ...o, contact: view.contact(o.contact) })) } };
  });

  r.handle(routes.listConversationTemplates, async (input) => {
    const { merchantId } = input;
    const phone = phoneOf(input);
    await agentMaySee(db, merchantId, phone, actorOf(input));
    const head = await findThread(db, merchantId, { phone });
    const language = head?.language ?? 'ar';
    const cost = await templateCost(db, merchantId, phone, deps.now());
    return {
      data: {
        templates: inboxTemplates.map((t) => ({ id: t.id, category: t.category, text: t.text(language, head?.profile_name ?? ''), cost })),
      },
    };
  });

  r.handle(routes.sendConversationMessage, async (input) => {
    const { merchantId, body } = input;
    const actor = actorOf(input);
    const now = deps.now();
    const phone = phoneOf(input);
    const result = await inTenantTransaction(db, merchantId, (tx) => sendFromInbox(tx, merchantId, phone, actor, body, now));
    return {
      data: {
        entry: {
          direction: 'out' as const,
          sender: 'agent' as const,
          kind: 'agent',
          text: result.text,
          payload: {},
          status: result.status,
          failure_reason: null,
          at: result.at.toISOString(),
          provider_message_id: null,
        },
        conversation: await conversationRecord(db, result.c, now),
      },
    };
  });

  r.handle(routes.claimConversation, async (input) => {
    const { merchantId } = input;
    const phone = phoneOf(input);
    const now = deps.now();
    const c = await inTenantTransaction(db, merchantId, async (tx) => {
      const thread = await threadOf(tx, merchantId, phone);
      return claim(tx, await current(tx, thread, actorOf(input)), actorOf(input), now);
    });
    return { data: { conversation: await conversationRecord(db, c, now) } };
  });

  r.handle(routes.listTransferTargets, async ({ merchantId }) => {
    const t = tenant(db, merchantId);
    const [agents, sections] = await Promise.all([
      t.many<{ id: number; name: string; sections: number[]; service: boolean }>(
        `SELECT a.id, a.name, a.service,
                coalesce(array_agg(DISTINCT s.section_id) FILTER (WHERE s.section_id IS NOT NULL), '{}') AS sections
         FROM agents a
         LEFT JOIN (SELECT agent_id, section_id FROM agent_sections WHERE merchant_id = $1
                    UNION SELECT id, section_id FROM agents WHERE merchant_id = $1 AND section_id IS NOT NULL) s ON s.agent_id = a.id
         WHERE a.merchant_id = $1 AND a.status = 'active'
         GROUP BY a.id ORDER BY lower(a.name), a.id`,
      ),
      t.many<{ id: number; name: string }>('SELECT id, name FROM sections WHERE merchant_id = $1 ORDER BY lower(name), id'),
    ]);
    return {
      data: {
        agents: agents.map((a) => ({ id: a.id, name: a.name, sections: a.sections.map(Number), in_service: a.service })),
        sections,
      },
    };
  });

  r.handle(routes.transferConversation, async (input) => {
    const { merchantId, body } = input;
    const actor = actorOf(input);
    const phone = phoneOf(input);
    const now = deps.now();
    const c = await inTenantTransaction(db, merchantId, async (tx) => {
      const thread = await threadOf(tx, merchantId, phone);
      // An agent transfers only what they may act on (theirs, or waiting in their sections): else 404.
      const conversation = await current(tx, thread, actor);
      let section: string | null = null;
      let agent: string | null = null;
      if (body.section_id !== undefined) {
        const s = await tx.query<{ name: string }>('SELECT name FROM sections WHERE merchant_id = $1 AND id = $2', [
          merchantId,
          body.section_id,
        ]);
        if (!s.rows[0]) throw new HttpError(422, 'errors:transferTargetInvalid');
        section = s.rows[0].name;
      }
      if (body.agent_id !== undefined) {
        // Only an active agent of this merchant: another merchant's agent answers like an unknown one.
        const a = await tx.query<{ name: string }>(`SELECT name FROM agents WHERE merchant_id = $1 AND id = $2 AND status = 'active'`, [
          merchantId,
          body.agent_id,
        ]);
        if (!a.rows[0]) throw new HttpError(422, 'errors:transferTargetInvalid');
        agent = a.rows[0].name;
      }
      let by: string | null = null;
      if (actor.kind === 'agent') {
        const me = await tx.query<{ name: string }>('SELECT name FROM agents WHERE merchant_id = $1 AND id = $2', [
          merchantId,
          actor.agentId,
        ]);
        by = me.rows[0]?.name ?? null;
      }
      const note: TransferNote = { to_agent: agent, to_section: section, by };
      await tx.query(`INSERT INTO thread_notes (merchant_id, thread_id, kind, payload, created_at) VALUES ($1, $2, 'transfer', $3, $4)`, [
        merchantId,
        thread.id,
        JSON.stringify(note),
        now,
      ]);
      return transfer(tx, conversation, { sectionId: body.section_id, agentId: body.agent_id }, now);
    });
    return { data: { conversation: await conversationRecord(db, c, now) } };
  });

  r.handle(routes.closeConversation, async (input) => {
    const { merchantId } = input;
    const actor = actorOf(input);
    const phone = phoneOf(input);
    const now = deps.now();
    const c = await inTenantTransaction(db, merchantId, async (tx) => {
      const thread = await threadOf(tx, merchantId, phone);
      const open = await current(tx, thread, actor);
      const closed = await closeConversation(tx, open, actor.kind, now);
      // The customer rates what the agent did (plan feature agent_feedback; conversations/csat.ts).
      if (open.state !== 'closed') await askForRating(tx, closed, thread.language, now);
      return closed;
    });
    return { data: { conversation: await conversationRecord(db, c, now) } };
  });

  r.handle(routes.markConversationRead, async (input) => {
    const { merchantId } = input;
    const actor = actorOf(input);
    const phone = phoneOf(input);
    const now = deps.now();
    const c = await inTenantTransaction(db, merchantId, async (tx) => {
      const thread = await threadOf(tx, merchantId, phone);
      const conversation = await current(tx, thread, actor);
      await tx.query('UPDATE customer_threads SET read_at = $3 WHERE merchant_id = $1 AND id = $2', [merchantId, thread.id, now]);
      return conversation;
    });
    return { data: { conversation: await conversationRecord(db, c, now) } };
  });

  r.handle(routes.simulateCustomerMessage, async (input) => {
    const { merchantId, body } = input;
    if (actorOf(input).kind !== 'merchant') throw notFound();
    if (deps.config.whatsapp.provider !== 'sandbox') throw new HttpError(409, 'errors:sandboxOnly');
    const now = deps.now();
    const from = digitsOf(body.from);
    const id = `wamid.sim-${randomBytes(12).toString('hex')}`;
    const number = await tenant(db, merchantId).one<{ phone_id: string }>(
      `SELECT phone_id FROM contact_numbers WHERE merchant_id = $1 AND phone_id <> '' ORDER BY (status = 'approved') DESC, id LIMIT 1`,
    );
    const payload: InboundJobPayload = {
      phoneNumberId: number?.phone_id ?? '',
      from,
      text: body.text,
      timestamp: Math.floor(now.getTime() / 1000),
      merchantId,
      message: {
        id,
        timestamp: Math.floor(now.getTime() / 1000),
        phone: from,
        waId: from,
        userId: null,
        username: null,
        profileName: body.profile_name ?? '',
        type: 'text',
        text: body.text,
        payload: {},
      },
    };
    await enqueue(db, { kind: WHATSAPP_INBOUND_JOB, payload, idempotencyKey: `inbound:${id}`, runAt: now });
    return { data: { provider_message_id: id } };
  });

  r.handle(routes.conversationEventsTicket, async (input) => {
    const { merchantId, c } = input;
    const actor = actorOf(input);
    // requireSession put the token there; the ticket belongs to that session (ADR 020).
    const token = c.get('token');
    if (!token) throw new HttpError(403, 'errors:sessionExpired');
    const ticket = randomBytes(24).toString('base64url');
    const expires = new Date(deps.now().getTime() + TICKET_MS);
    await tenant(db, merchantId).transaction(async (t) => {
      await t.query('DELETE FROM event_tickets WHERE merchant_id = $1 AND expires_at < $2', [deps.now()]);
      await t.query('INSERT INTO event_tickets (merchant_id, token_hash, agent_id, expires_at, session_hash) VALUES ($1, $2, $3, $4, $5)', [
        sha256(ticket),
        actor.kind === 'agent' ? actor.agentId : null,
        expires,
        sha256(token),
      ]);
    });
    return { data: { ticket, expires_at: expires.toISOString() } };
  });

  r.handle(routes.conversationEvents, async ({ c, query }) => {
    // The owner's: the ticket is what says whose stream this is (no merchant before it is read).
    const { rows } = await db.query<{ merchant_id: number; agent_id: number | null; session_hash: string | null }>(
      'SELECT merchant_id, agent_id, session_hash FROM event_tickets WHERE token_hash = $1 AND expires_at > $2',
      [sha256(query.ticket), deps.now()],
    );
    const ticket = rows[0];
    // A ticket opens the stream only while the session that asked for it is live (not logged out,
    // revoked, expired, idle, or an agent's removed or taken out of service).
    // (A ticket from before migration 30 has no session: it opens nothing.)
    if (!ticket || ticket.session_hash === null || !(await deps.sessions.alive(ticket.session_hash)))
      throw new HttpError(401, 'errors:eventsTicketInvalid');
    const sessionHash = ticket.session_hash;
    const header = Number(c.req.header('last-event-id'));
    const after = Number.isSafeInteger(header) && header >= 0 ? header : (query.last_event_id ?? null);
    const session: StreamSession = {
      alive: () => deps.sessions.alive(sessionHash),
      onRevoked: (listener) =>
        deps.sessions.onRevoked((revoked) => {
          const mine =
            'hash' in revoked
              ? revoked.hash === sessionHash
              : 'agentId' in revoked
                ? revoked.agentId === ticket.agent_id
                : revoked.merchantId === ticket.merchant_id;
          if (mine) listener();
        }),
      checkMs: Math.min(deps.sessions.cacheTtlMs, STREAM_SESSION_CHECK_MS),
    };
    // An agent's stream names customers by their key while the store hides numbers (Show_Number, numbers.ts).
    const shown = ticket.agent_id === null || (await agentsSeeNumbers(db, ticket.merchant_id));
    const view = numberView(deps.secrets, ticket.merchant_id, shown);
    const stream = openStream(db, hub, ticket.merchant_id, ticket.agent_id, after, c.req.raw.signal, session, view.phone);
    return new Response(stream, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      },
    });
  });
};

/** The SSE text of one event. */
export function formatEvent(e: InboxEvent): string {
  const data = {
    id: e.id,
    type: e.type,
    phone: e.phone,
    conversation_id: e.conversation_id,
    state: e.state,
    section_id: e.section_id,
    agent_id: e.agent_id,
    at: e.at.toISOString(),
  };
  return `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * An agent's stream carries the events of conversations they may act on — the inbox list's rule:
 * theirs, and the waiting ones of their sections (no section: every agent's) — and, so a list can
 * drop a row, later events of a conversation this stream has already shown them (its phone is no
 * news to them). Other conversations' events, assignments included, never reach them (ADR 006).
 */
async function agentSections(db: Queryable, merchantId: number, agentId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT section_id AS id FROM agents WHERE merchant_id = $1 AND id = $2 AND section_id IS NOT NULL
     UNION SELECT section_id FROM agent_sections WHERE merchant_id = $1 AND agent_id = $2`,
    [merchantId, agentId],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * The session a stream was opened for: checked again after every revocation in this process and
 * every `checkMs` (another process's revocation); once it is not live, the stream closes. The
 * browser's EventSource then reconnects with the same ticket, is refused (401), asks a new ticket
 * with its (ended) session and is signed out like any other call.
 */
export interface StreamSession {
  alive(): Promise<boolean>;
  /** Calls `listener` after each revocation in this process that may have ended this session. */
  onRevoked(listener: () => void): () => void;
  checkMs: number;
}

function openStream(
  db: Queryable,
  hub: EventHub,
  merchantId: number,
  agentId: number | null,
  after: number | null,
  signal: AbortSignal,
  session: StreamSession,
  phoneOut: (digits: string) => string,
) {
  const format = (e: InboxEvent) => formatEvent({ ...e, phone: phoneOut(e.phone) });
  const encoder = new TextEncoder();
  let stop: (() => void) | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;
  let check: ReturnType<typeof setInterval> | undefined;
  let unwatch: (() => void) | undefined;
  let ended = false;
  const end = () => {
    ended = true;
    stop?.();
    unwatch?.();
    if (ping) clearInterval(ping);
    if (check) clearInterval(check);
  };
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let last = after ?? 0;
      let replaying = after !== null;
      const buffered: InboxEvent[] = [];
      const sections = agentId !== null ? await agentSections(db, merchantId, agentId) : null;
      const shown = new Set<number>();
      const visible = (e: InboxEvent) => {
        if (sections === null) return true;
        const mayAct = e.agent_id === agentId || (e.state === 'waiting' && (e.section_id === null || sections.has(e.section_id)));
        if (mayAct) {
          if (shown.size > 5000) shown.clear();
          if (e.conversation_id !== null) shown.add(e.conversation_id);
          return true;
        }
        return e.conversation_id !== null && shown.has(e.conversation_id);
      };
      const seen = new Set<number>();
      const send = (e: InboxEvent) => {
        if (seen.has(e.id) || (after !== null && e.id <= after)) return;
        seen.add(e.id);
        if (e.id > last) last = e.id;
        if (seen.size > 2000) for (const id of seen) if (id < last - 1000) seen.delete(id);
        if (!visible(e)) return;
        try {
          controller.enqueue(encoder.encode(format(e)));
        } catch {
          // closed
        }
      };
      const close = () => {
        end();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      signal.addEventListener('abort', close, { once: true });
      // The session ended (here or in another process): the stream ends with it.
      const verify = () => {
        if (ended) return;
        void session.alive().then(
          (live) => {
            if (!live) close();
          },
          () => undefined, // a failed check (database busy or closing): the next one decides
        );
      };
      unwatch = session.onRevoked(verify);
      check = setInterval(verify, Math.max(250, session.checkMs));
      check.unref?.();
      // Listen first (buffering), then replay what was missed, then flush the buffer: nothing lost, nothing twice.
      stop = await hub.listen(merchantId, (e) => (replaying ? buffered.push(e) : send(e)));
      if (ended) {
        stop();
        return;
      }
      controller.enqueue(encoder.encode(`retry: 3000\n: connected\n\n`));
      if (after !== null) {
        for (const e of await eventsAfter(db, merchantId, after, 5000)) {
          if (ended) return;
          seen.add(e.id);
          if (e.id > last) last = e.id;
          if (visible(e)) controller.enqueue(encoder.encode(format(e)));
        }
      }
      replaying = false;
      for (const e of buffered.splice(0)) send(e);
      if (ended) return;
      ping = setInterval(() => {
        try {
          controller.enqueue(encoder.encode(': ping\n\n'));
        } catch {
          close();
        }
      }, 25_000);
      ping.unref?.();
    },
    cancel() {
      end();
    },
  });
}

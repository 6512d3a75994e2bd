import { atom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import type {
  ConversationEvent,
  ConversationFilter,
  QuickMessage,
  SendConversationMessageBody,
  TransferConversationBody,
} from '@wasl/api/types';
import type { ApiClient } from '@wasl/api/client';
import { routeWire } from '@wasl/api/wire';
import { api } from './api';
import { mutation, type Refetchable } from './mutation';
import { headerAtom } from './header';
import { resource, resourceFamily, type Resource } from './resource';
import { tokenAtom } from './token';

/** What the inbox lists (SPEC §2 /inspect, issue 19): a filter, a section or all, a search, a page from 1. */
export interface InboxQuery {
  filter: ConversationFilter;
  section: number | null;
  search: string;
  page: number;
}

/** One key per distinct list: the search trimmed (the server trims it too), page at least 1. */
export const inboxQueryKey = ({ filter, section, search, page }: InboxQuery): string =>
  JSON.stringify([filter, section, search.trim(), Math.max(1, Math.trunc(page) || 1)]);

/** GET /section/conversations?filter&section&search&page: 20 conversations, the latest first, and each filter's count. */
export const conversationsAtom = resourceFamily(
  (client, query: InboxQuery) => {
    const search = query.search.trim();
    return client.listConversations({
      query: {
        filter: query.filter,
        page: Math.max(1, Math.trunc(query.page) || 1),
        ...(query.section !== null ? { section: query.section } : {}),
        ...(search ? { search } : {}),
      },
    });
  },
  { keyOf: inboxQueryKey },
);

/** GET /section/conversations/{phone}: the customer, their thread (oldest first) and the conversation record. */
export const threadAtom = resourceFamily((client, phone: string) => client.getThread({ params: { phone } }));

/** GET /section/conversations/{phone}/templates: what may be sent outside the 24-hour window, with category and cost now. */
export const conversationTemplatesAtom = resourceFamily((client, phone: string) => client.listConversationTemplates({ params: { phone } }));

/** What the inbox offers beside the conversations: sections (filter) and quick messages. */
export interface InboxSettings {
  sections: { id: number; name: string }[];
  quick: QuickMessage[];
  merchant: boolean;
}

/** The merchant's: from GET /section/agent (a failure leaves the inbox without those extras, not broken). */
const merchantInboxSettingsAtom = resource<InboxSettings>(async (client) => {
  try {
    const answer = await client.listAgents({ query: { page: 1 } });
    return { sections: answer.Section_Data.map(({ id, name }) => ({ id, name })), quick: answer.Quick, merchant: true };
  } catch {
    return { sections: [], quick: [], merchant: false };
  }
});

/**
 * A signed-in agent's: their own sections (GET /agent/me) for the section filter, and the store's
 * quick messages (GET /agent/quick-messages) — GET /section/agent is the merchant's call. Either
 * failing leaves that part empty, not the inbox broken.
 */
const agentInboxSettingsAtom = resource<InboxSettings>(async (client) => {
  const [self, quick] = await Promise.allSettled([client.getAgentSelf(), client.listQuickMessages()]);
  return {
    sections: self.status === 'fulfilled' ? self.value.Sections.map(({ id, name }) => ({ id, name })) : [],
    quick: quick.status === 'fulfilled' ? quick.value.Quick : [],
    merchant: false,
  };
});

/** The inbox's settings, by who is signed in (the header's `Role`). */
export const inboxSettingsAtom: Resource<InboxSettings> = atom(
  async (get): Promise<InboxSettings> =>
    (await get(headerAtom))?.Role === 'agent' ? get(agentInboxSettingsAtom) : get(merchantInboxSettingsAtom),
  (_get, set) => {
    set(merchantInboxSettingsAtom);
    set(agentInboxSettingsAtom);
  },
);

/** Every write below answers with its phone, and refetches that thread and the list (order, state, unread, counts). */
const changed = (result: { phone: string }): Refetchable[] => [conversationsAtom.all, threadAtom(result.phone)];

/** POST …/{phone}/messages: free text inside the window (else 409), or a template by id. */
export const sendMessageAtom = mutation(
  async (client: ApiClient, phone: string, body: SendConversationMessageBody) => ({
    phone,
    ...(await client.sendConversationMessage({ params: { phone }, body })),
  }),
  changed,
);

/** POST …/{phone}/claim: the acting agent takes a waiting conversation (409 when someone else has it). */
export const claimConversationAtom = mutation(
  async (client: ApiClient, phone: string) => ({ phone, ...(await client.claimConversation({ params: { phone } })) }),
  changed,
);

/** POST …/{phone}/close: closed; the customer's next message reopens it. */
export const closeConversationAtom = mutation(
  async (client: ApiClient, phone: string) => ({ phone, ...(await client.closeConversation({ params: { phone } })) }),
  changed,
);

/** POST …/{phone}/read: its unread count goes to 0 (the list refetches; the thread has not changed). */
export const markConversationReadAtom = mutation(
  async (client, phone: string) => void (await client.markConversationRead({ params: { phone } })),
  [conversationsAtom.all],
);

/** GET …/transfer-targets: the merchant's active agents and sections (merchant and agents alike). */
export const transferTargetsAtom = resource((client) => client.listTransferTargets());

/** POST …/{phone}/transfer: the merchant or an agent moves it to another section and/or a named agent. */
export const transferConversationAtom = mutation(
  async (client: ApiClient, phone: string, body: TransferConversationBody) => ({
    phone,
    ...(await client.transferConversation({ params: { phone }, body })),
  }),
  changed,
);

/**
 * The sandbox panel's customer (number and profile name): kept while the merchant moves between
 * /inspect and a thread (each route remounts the screen), so a conversation goes on from one number.
 */
export const simulatedCustomerAtom = atom<{ countryCode: string; number: string; name: string }>({
  countryCode: '966',
  number: '500000001',
  name: '',
});

/** POST …/simulate (sandbox only, 409 elsewhere): a message as a customer, through the webhook's own job. */
export const simulateCustomerMessageAtom = mutation(
  (client, from: string, text: string, profileName?: string) =>
    client.simulateCustomerMessage({ body: { from, text, ...(profileName ? { profile_name: profileName } : {}) } }),
  [conversationsAtom.all, threadAtom.all],
);

/* ------------------------------------------------------------------ live */

export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** Refetch what an event changes: the list (order, counts, states) and the thread of its phone. */
export const applyConversationEvent = atom(null, (_get, set, event: Pick<ConversationEvent, 'phone'>) => {
  set(conversationsAtom.all);
  set(threadAtom(event.phone));
});

/** Delay before the n-th reconnect after the stream was refused (1 s, 2 s, 4 s … at most 30 s). */
export const reconnectDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));

/**
 * The inbox's live updates (`GET /section/conversations/events`, Server-Sent Events). A ticket first
 * (EventSource cannot send the Authorization header); EventSource's own reconnects send
 * `Last-Event-ID` and lose nothing; when the stream is refused (the ticket expired: EventSource
 * stops), a new ticket and a new EventSource resume with `last_event_id` = the last id seen. Each
 * event refetches the list and the thread it names, so a new message shows within the round trip.
 */
export function useConversationEvents(): LiveState {
  const store = useStore();
  const token = store.get(tokenAtom);
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastId: number | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const onEvent = (message: MessageEvent<string>) => {
      try {
        const event = JSON.parse(message.data) as ConversationEvent;
        if (typeof event.id === 'number') lastId = Math.max(lastId ?? 0, event.id);
        if (typeof event.phone === 'string') store.set(applyConversationEvent, event);
      } catch {
        // A malformed event is skipped; the next one refetches anyway.
      }
    };

    const open = async () => {
      if (stopped) return;
      try {
        const client = await api();
        const { ticket } = await client.conversationEventsTicket();
        if (stopped) return;
        const query = new URLSearchParams({ ticket });
        if (lastId !== null) query.set('last_event_id', String(lastId));
        source = new EventSource(`${routeWire.conversationEvents.path}?${query.toString()}`);
        source.onopen = () => {
          attempt = 0;
          setState('live');
        };
        for (const type of ['message', 'status', 'assignment'] as const) source.addEventListener(type, onEvent);
        source.onerror = () => {
          setState('reconnecting');
          // CONNECTING: EventSource retries by itself with Last-Event-ID. CLOSED: refused (401), start over.
          if (source?.readyState === EventSource.CLOSED) retry();
        };
      } catch {
        setState('reconnecting');
        retry();
      }
    };

    const retry = () => {
      source?.close();
      source = null;
      if (stopped) return;
      timer = setTimeout(() => void open(), reconnectDelay(attempt));
      attempt += 1;
    };

    // A stream opened before the page's load event keeps the browser "loading" (its spinner, and a
    // navigation waiting for load never ends): open it once the page has loaded.
    const start = () => void open();
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener('load', start);
      clearTimeout(timer);
      source?.close();
    };
  }, [store, token]);

  return state;
}

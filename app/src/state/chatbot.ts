import { atomWithRefresh } from 'jotai/utils';
import { isApiError } from '@wasl/api/session';
import type { Flow, FlowIssue, FlowLanguage } from '@wasl/api/models';
import type { Chatbot, FlowBody } from '@wasl/api/types';
import { api } from './api';
import { tokenAtom } from './session';
import { signedOut } from './token';

/** GET /section/chatbot: the sections, the saved (deployed) flow and the plan's node limit. */
export const chatbotAtom = atomWithRefresh<Promise<Chatbot>>(async (get) => {
  if (!get(tokenAtom)) return signedOut; // a new session is a new merchant
  return (await api()).getChatbot();
});

/** The contract wants every node placed and every edge named; the editor may leave them out. */
export function toFlowBody(flow: Flow): FlowBody {
  return {
    nodes: flow.nodes.map((n) => ({ id: n.id, type: n.type, data: n.data, position: n.position ?? { x: 0, y: 0 } })),
    edges: flow.edges.map((e) => ({ id: e.id ?? `e-${e.source}-${e.target}`, source: e.source, target: e.target })),
  };
}

/** POST /section/chatbot/update (deploy). A refusal throws; `deployProblems` reads its problem list. */
export async function deployFlow(flow: Flow): Promise<void> {
  await (await api()).updateChatbot({ body: toFlowBody(flow) });
}

/** The problems of a refused deploy (422 chatbot:deployRefused), or null for any other failure. */
export function deployProblems(error: unknown): FlowIssue[] | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const data = error.details.data as { problems?: FlowIssue[] } | undefined;
  return Array.isArray(data?.problems) ? data.problems : null;
}

/** POST /section/chatbot/emulate with the flow being edited: the bot's replies. */
export async function emulateFlow(flow: Flow, language: FlowLanguage, button?: string) {
  const replies = await (await api()).emulateChatbot({ query: button ? { language, button } : { language }, body: toFlowBody(flow) });
  return replies.map((reply) => ({ ...reply, language: reply.language ?? language }));
}

import { isApiError } from '@wasl/api/session';
import type { Flow, FlowIssue, FlowLanguage } from '@wasl/api/models';
import type { FlowBody } from '@wasl/api/types';
import { mutation } from './mutation';
import { resource } from './resource';

/** GET /section/chatbot: the sections, the saved (deployed) flow and the plan's node limit. */
export const chatbotAtom = resource((client) => client.getChatbot());

/** The contract wants every node placed and every edge named; the editor may leave them out. */
export function toFlowBody(flow: Flow): FlowBody {
  return {
    nodes: flow.nodes.map((n) => ({ id: n.id, type: n.type, data: n.data, position: n.position ?? { x: 0, y: 0 } })),
    edges: flow.edges.map((e) => ({ id: e.id ?? `e-${e.source}-${e.target}`, source: e.source, target: e.target })),
  };
}

/** POST /section/chatbot/update (deploy), then the saved flow reloads (SPEC §4). A refusal throws; `deployProblems` reads it. */
export const deployFlow = mutation(
  async (client, flow: Flow) => void (await client.updateChatbot({ body: toFlowBody(flow) })),
  [chatbotAtom],
);

/** The problems of a refused deploy (422 errors:chatbotDeployRefused), or null for any other failure. */
export function deployProblems(error: unknown): FlowIssue[] | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const data = error.details.data as { problems?: FlowIssue[] } | undefined;
  return Array.isArray(data?.problems) ? data.problems : null;
}

/** POST /section/chatbot/emulate with the flow being edited: the bot's replies (nothing is saved). */
export const emulateFlow = mutation(async (client, flow: Flow, language: FlowLanguage, button?: string) => {
  const replies = await client.emulateChatbot({ query: button ? { language, button } : { language }, body: toFlowBody(flow) });
  return replies.map((reply) => ({ ...reply, language: reply.language ?? language }));
});

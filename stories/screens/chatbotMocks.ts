/**
 * The chatbot API mocked for the Chatbot screen stories (msw): the saved flow and the plan's node
 * limit, deploy refused with the shared validation's problems (models/flow.ts validateFlow, as the
 * server does) or saved, and the emulator walking the posted flow.
 */
import { http, HttpResponse } from 'msw';
import { childrenOf, effectiveType, findNode, findStartNode, nodeText, nodeTitle, validateFlow, type Flow } from '@wasl/api/models';
import type { FlowBody } from '@wasl/api/types';
import { smallFlow } from '../support/flows';

const M = '/merchant/v1.0';

const ok = (data: unknown, message?: string) => HttpResponse.json({ success: true, ...(message ? { message } : {}), data });
const fail = (status: number, message: string, data?: unknown) =>
  HttpResponse.json({ success: false, message, ...(data ? { data } : {}) }, { status });

interface ChatbotMockOptions {
  flow?: Flow;
  /** The plan's node limit (SPEC §9: ten on the small plans). */
  nodeLimit?: number;
  /** GET /section/chatbot answers 500 (the error state). */
  failLoad?: boolean;
}

/** The chatbot calls; each story gets its own copy of the flow, replaced by a successful deploy. */
export function chatbotHandlers({ flow = smallFlow, nodeLimit = 50, failLoad = false }: ChatbotMockOptions = {}) {
  let saved = structuredClone(flow);
  return [
    http.get(`*${M}/section/chatbot`, () =>
      failLoad ? fail(500, 'errors:server') : ok({ sections: [], bot: saved, node_limit: nodeLimit }),
    ),
    http.post(`*${M}/section/chatbot/update`, async ({ request }) => {
      const body = (await request.json()) as FlowBody;
      const problems = validateFlow(body, { maxNodes: nodeLimit });
      if (problems.length) return fail(422, 'errors:chatbotDeployRefused', { problems });
      saved = body;
      return ok(undefined, 'errors:success.dataUpdated');
    }),
    http.post(`*${M}/section/chatbot/emulate`, async ({ request }) => {
      const url = new URL(request.url);
      const language = url.searchParams.get('language') === 'ar' ? 'ar' : 'en';
      const button = url.searchParams.get('button');
      const posted = (await request.json()) as FlowBody;
      const node = button ? findNode(posted, button) : findStartNode(posted);
      if (!node) return ok([]);
      const type = effectiveType(node);
      const buttons = childrenOf(posted, node.id).map((child) => ({ id: child.id, title: nodeTitle(child, language) }));
      const text = type === 'text' ? nodeText(node, language) : nodeTitle(node, language);
      return ok([{ node_id: node.id, type, text, buttons, language }]);
    }),
  ];
}

/**
 * Chatbot (SPEC §3 "Chatbot", §4, §7): the saved flow with the sections, saving a flow, and the
 * emulator, which walks the posted flow (or the saved one when the body is empty) from the start
 * or from the pressed button and answers the bot replies through the one flow engine
 * (@wasl/api/models `runFlow`) — $AGENT hands over to a section, $LANG asks for the language,
 * $ORDER asks for an order number and answers the status of one of the merchant's orders.
 * Deploy goes through conversations/flows.ts (validated, versioned), like the seed.
 */
import { FlowBody, MERCHANT_BASE, routes, toColonPath } from '@wasl/api';
import { z } from 'zod';
import type { ApiAnswer, ApiData, RouteModule } from '../middleware/route.ts';
import { tenant } from '../db/tenant.ts';
import { emptyFlow, planById, PLANS, runFlow, type Flow, type FlowOrder } from '@wasl/api/models';
import { botTexts } from '../conversations/bot-texts.ts';
import { deployFlow } from '../conversations/flows.ts';
import { toSection } from './agents/index.ts';

/** The posted flow, or an empty body (`{}`) meaning "the saved flow". */
const EmulateBody = z.union([FlowBody, z.strictObject({})]);

export const register: RouteModule = (r, deps) => {
  const { db } = deps;

  const nodeLimit = async (merchantId: number): Promise<number> => {
    const sub = await tenant(db, merchantId).one<{ plan_id: string }>('SELECT plan_id FROM subscriptions WHERE merchant_id = $1');
    // The catalogue's limit for the plan (SPEC §9 isGreaterThenTen: ten on the small plans); no
    // subscription is the free trial's.
    return (planById(sub?.plan_id ?? '') ?? PLANS[0]!).flow_nodes;
  };

  const savedFlow = async (merchantId: number): Promise<Flow> => {
    const row = await tenant(db, merchantId).one<{ nodes: Flow['nodes']; edges: Flow['edges'] }>(
      'SELECT nodes, edges FROM chatbot_flows WHERE merchant_id = $1',
    );
    return row ? { nodes: row.nodes ?? [], edges: row.edges ?? [] } : emptyFlow();
  };

  r.handle(routes.getChatbot, async ({ merchantId }) => {
    const [sections, bot, node_limit] = await Promise.all([
      tenant(db, merchantId).many<{ id: number; name: string; color: string; start_time: string; end_time: string }>(
        'SELECT id, name, color, start_time, end_time FROM sections WHERE merchant_id = $1 ORDER BY id',
      ),
      savedFlow(merchantId),
      nodeLimit(merchantId),
    ]);
    // The answer's nodes and edges always carry what the canvas needs (a position, an edge id); a
    // stored flow written without them gets the origin and an id from its ends.
    const nodes = bot.nodes.map((node) => ({ ...node, position: node.position ?? { x: 0, y: 0 } }));
    const edges = bot.edges.map((edge) => ({ ...edge, id: edge.id ?? `${edge.source}-${edge.target}` }));
    return { data: { sections: sections.map(toSection), bot: { nodes, edges }, node_limit } };
  });

  // FlowBody (the contract) already refused duplicate ids and edges to missing nodes; deploy then
  // refuses what WhatsApp would refuse or the customer could never reach, with the canvas's own
  // validation (one model), so the dashboard can list and focus each problem.
  r.handle(
    routes.updateChatbot,
    async ({ merchantId, body }) => {
      await deployFlow(db, merchantId, body, { maxNodes: await nodeLimit(merchantId), now: deps.now() });
      return { message: 'errors:success.dataUpdated' };
    },
    { errors: [422] },
  );

  // Registered through `route` (not `handle`) only to accept the empty body; path, query and answer
  // are the route table's.
  const def = routes.emulateChatbot;
  r.route(
    {
      method: 'post',
      name: 'emulateChatbot',
      path: toColonPath(def.path).replace(MERCHANT_BASE, ''),
      summary: `${def.summary} (an empty body walks the saved flow)`,
      tags: [def.tag],
      query: def.query,
      body: EmulateBody,
      response: def.response,
    },
    // Typed as `handle` types a route-table entry's answer.
    async ({ merchantId, query, body }): Promise<ApiAnswer<ApiData<typeof def>>> => {
      const flow: Flow = 'nodes' in body ? (body as Flow) : await savedFlow(merchantId);
      const button = query.button?.trim();
      const t = tenant(db, merchantId);
      const [sections, orders] = await Promise.all([
        t.many<{ id: number; name: string; support: boolean }>('SELECT id, name, support FROM sections WHERE merchant_id = $1 ORDER BY id'),
        // Only a typed order number is looked up, and only among this merchant's orders.
        button && !flow.nodes.some((n) => n.id === button)
          ? t.many<FlowOrder>(
              `SELECT order_id AS "Order_ID", status FROM orders WHERE merchant_id = $1 AND lower(order_id) = lower($2) LIMIT 1`,
              [button.replace(/^#/, '')],
            )
          : Promise.resolve([]),
      ]);
      // The flow engine real conversations use (conversations/inbound.ts), stateless here: the
      // pressed button is a node id, a language choice or a title typed in either language.
      const result = runFlow({ flow, language: query.language, texts: botTexts, id: button, text: button, sections, orders });
      return { data: result.replies.map((reply) => ({ ...reply, language: result.language })) };
    },
  );
};

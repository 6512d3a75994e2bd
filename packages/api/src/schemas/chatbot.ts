import { z } from 'zod';
import { CHATBOT_MAX_NODES, flowNodeTypes, flowProblems } from '../models/flow';
import { Language } from './common';
import { Section } from './agents';

/** Node types and their markers: models/flow.ts. */
export const NodeType = z.enum(flowNodeTypes);

/** Limits of a flow (ours): enough for real flows, small enough to render and walk quickly. */
export { CHATBOT_MAX_NODES } from '../models/flow';
export const CHATBOT_MAX_EDGES = 600;

const NodeId = z.string().min(1).max(64);
export const NodeData = z.object({
  enTitle: z.string(),
  enText: z.string(),
  arTitle: z.string(),
  arText: z.string(),
  /** The node's choices as a WhatsApp list message instead of reply buttons (models/flow.ts). */
  list: z.boolean().optional(),
});
export const Position = z.object({ x: z.number(), y: z.number() });
export const ChatbotNode = z.object({ id: z.string(), type: NodeType, data: NodeData, position: Position });
export const ChatbotEdge = z.object({ id: z.string(), source: z.string(), target: z.string() });
export const Flow = z.object({ nodes: z.array(ChatbotNode), edges: z.array(ChatbotEdge) });

// A size guard only: WhatsApp's 1,024-character body limit is the model's validateFlow problem
// (with the node to focus), which deploy answers with, so the schema must let such a text through.
const FlowText = z.string().max(4096);
const Coordinate = z.number().min(-1_000_000).max(1_000_000);
export const ChatbotNodeBody = z.strictObject({
  id: NodeId,
  type: NodeType,
  data: z.strictObject({
    enTitle: z.string().max(100),
    enText: FlowText,
    arTitle: z.string().max(100),
    arText: FlowText,
    list: z.boolean().optional(),
  }),
  position: z.strictObject({ x: Coordinate, y: Coordinate }),
});
export const ChatbotEdgeBody = z.strictObject({ id: NodeId, source: NodeId, target: NodeId });

/** The saved/posted flow; the model's errors (duplicate ids, edges to missing nodes) refuse it. */
export const FlowBody = z
  .strictObject({
    nodes: z.array(ChatbotNodeBody).max(CHATBOT_MAX_NODES),
    edges: z.array(ChatbotEdgeBody).max(CHATBOT_MAX_EDGES),
  })
  .superRefine((flow, ctx) => {
    for (const problem of flowProblems(flow).errors) {
      if (problem.key === 'flow.duplicateNode')
        ctx.addIssue({ code: 'custom', message: 'validation:duplicateNode', path: ['nodes', problem.index, 'id'] });
      else if (problem.key === 'flow.edgeUnknownNode')
        ctx.addIssue({ code: 'custom', message: 'validation:edgeUnknownNode', path: ['edges', problem.edge] });
    }
  });

/** `node_limit`: how many nodes the merchant's plan allows (SPEC §9 isGreaterThenTen: ten on the small plans). */
export const Chatbot = z.object({ sections: z.array(Section), bot: Flow, node_limit: z.number().int() });

/** A refused deploy (422 `errors:chatbotDeployRefused`): each problem of models/flow.ts validateFlow. */
export const FlowIssue = z.object({
  key: z.string(),
  node: z.string().nullable(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export const DeployRefused = z.object({ problems: z.array(FlowIssue) });

/** `button`: the id of the node whose button the customer pressed; absent = the conversation starts. */
export const EmulateQuery = z.strictObject({ language: Language.default('en'), button: NodeId.optional() });
export const BotReply = z.object({
  node_id: z.string(),
  type: NodeType,
  /** The text in the chosen language; for agent/lang/order the behaviour of the marker ($AGENT …). */
  text: z.string(),
  /** Buttons offered next (the targets of the node's edges), titled in the chosen language. */
  buttons: z.array(z.object({ id: z.string(), title: z.string() })),
  /** The conversation's language after this reply ($LANG switches it). */
  language: Language.optional(),
});
export const EmulateData = z.array(BotReply);

/* ------------------------------------------------------------------ types */

export type NodeType = z.infer<typeof NodeType>;
export type NodeData = z.infer<typeof NodeData>;
export type Position = z.infer<typeof Position>;
export type ChatbotNode = z.infer<typeof ChatbotNode>;
export type ChatbotEdge = z.infer<typeof ChatbotEdge>;
export type Flow = z.infer<typeof Flow>;
export type ChatbotNodeBody = z.infer<typeof ChatbotNodeBody>;
export type ChatbotEdgeBody = z.infer<typeof ChatbotEdgeBody>;
export type FlowBody = z.infer<typeof FlowBody>;
export type Chatbot = z.infer<typeof Chatbot>;
export type DeployRefused = z.infer<typeof DeployRefused>;
export type EmulateQuery = z.infer<typeof EmulateQuery>;
export type BotReply = z.infer<typeof BotReply>;
export type EmulateData = z.infer<typeof EmulateData>;

/**
 * The chatbot flow model: one definition for the contract (schemas/chatbot.ts builds its zod
 * schemas from it), the server (routes, emulator, seed) and the dashboard's flow canvas. Pure and
 * dependency-free (no zod), so a widget may import it. SPEC §3: a node has id, type
 * (text | agent | lang | order) and data {enTitle, enText, arTitle, arText}; an edge has source
 * and target. SPEC §4: changing a node's type sets its text marker; deleting a node removes its
 * edges; removing a custom node's edges removes the edges leaving it.
 */
import { CHATBOT_MAX_NODES, FLOW_NODE_FLAG_LIMIT } from './flowLimits';

export const flowNodeTypes = ['text', 'agent', 'lang', 'order'] as const;
export type FlowNodeType = (typeof flowNodeTypes)[number];
export type FlowLanguage = 'en' | 'ar';

export interface FlowNodeData {
  enTitle: string;
  enText: string;
  arTitle: string;
  arText: string;
  /**
   * WhatsApp presentation of the node's choices (its children): reply buttons (at most 3) by
   * default, or a list message (at most 10 rows) when true.
   */
  list?: boolean;
}

export interface FlowNode {
  id: string;
  type: FlowNodeType;
  data: FlowNodeData;
  position?: { x: number; y: number };
}

export interface FlowEdge {
  id?: string;
  source: string;
  target: string;
}

export interface Flow {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

/** The text marker each special node carries (SPEC §4). */
export const NODE_MARKERS: Record<FlowNodeType, string> = { text: '', agent: '$AGENT', lang: '$LANG', order: '$ORDER' };

export { CHATBOT_MAX_NODES, FLOW_NODE_FLAG_LIMIT };

export function isGreaterThenTen(flow: Pick<Flow, 'nodes'>): boolean {
  return flow.nodes.length > FLOW_NODE_FLAG_LIMIT;
}

export function emptyFlow(): Flow {
  return { nodes: [], edges: [] };
}

/** A node's effective type: its `type`, or the marker its English/Arabic text carries. */
export function effectiveType(node: FlowNode): FlowNodeType {
  if (node.type !== 'text') return node.type;
  const text = (node.data.enText || node.data.arText).trim();
  for (const type of ['agent', 'lang', 'order'] as const) if (text === NODE_MARKERS[type]) return type;
  return 'text';
}

export function findNode(flow: Flow, id: string): FlowNode | undefined {
  return flow.nodes.find((n) => n.id === id);
}

/**
 * The conversation's first node: the first node (in list order) that no edge points to; in a
 * flow where every node has an incoming edge (a cycle), the first node. `undefined` when empty.
 */
export function findStartNode(flow: Flow): FlowNode | undefined {
  const targets = new Set(flow.edges.filter((e) => e.source !== e.target).map((e) => e.target));
  return flow.nodes.find((n) => !targets.has(n.id)) ?? flow.nodes[0];
}

/** The existing nodes an edge leads to from `id`, in edge order, without duplicates. */
export function childrenOf(flow: Flow, id: string): FlowNode[] {
  const seen = new Set<string>();
  const children: FlowNode[] = [];
  for (const edge of flow.edges) {
    if (edge.source !== id || seen.has(edge.target)) continue;
    seen.add(edge.target);
    const node = findNode(flow, edge.target);
    if (node) children.push(node);
  }
  return children;
}

/** Every node reachable from the start node (cycle-safe). */
export function reachableFrom(flow: Flow, startId: string): Set<string> {
  const seen = new Set<string>();
  const queue = [startId];
  while (queue.length) {
    const id = queue.shift() as string;
    if (seen.has(id) || !findNode(flow, id)) continue;
    seen.add(id);
    for (const child of childrenOf(flow, id)) queue.push(child.id);
  }
  return seen;
}

/** Title (button label) in a language, falling back to the other language, then to the id. */
export function nodeTitle(node: FlowNode, language: FlowLanguage): string {
  const own = language === 'ar' ? node.data.arTitle : node.data.enTitle;
  const other = language === 'ar' ? node.data.enTitle : node.data.arTitle;
  return own.trim() || other.trim() || node.id;
}

/** Text in a language, falling back to the other language; markers count as no text. */
export function nodeText(node: FlowNode, language: FlowLanguage): string {
  const isMarker = (t: string) => Object.values(NODE_MARKERS).includes(t.trim()) && t.trim() !== '';
  const own = language === 'ar' ? node.data.arText : node.data.enText;
  const other = language === 'ar' ? node.data.enText : node.data.arText;
  if (own.trim() && !isMarker(own)) return own.trim();
  if (other.trim() && !isMarker(other)) return other.trim();
  return '';
}

/** SPEC §4: changing a node's type sets its text to the type's marker (text: empty). */
export function changeNodeType(node: FlowNode, type: FlowNodeType): FlowNode {
  const marker = NODE_MARKERS[type];
  return { ...node, type, data: { ...node.data, enText: marker, arText: marker } };
}

/** SPEC §4: deleting a node removes every edge touching it. */
export function removeNode(flow: Flow, id: string): Flow {
  return { nodes: flow.nodes.filter((n) => n.id !== id), edges: flow.edges.filter((e) => e.source !== id && e.target !== id) };
}

/** SPEC §4: removing a custom node's edges removes the edges leaving it. */
export function removeOutgoingEdges(flow: Flow, id: string): Flow {
  return { nodes: flow.nodes, edges: flow.edges.filter((e) => e.source !== id) };
}

/** Adds an edge unless it exists, it loops on itself or an end is missing. */
export function connect(flow: Flow, source: string, target: string): Flow {
  if (source === target || !findNode(flow, source) || !findNode(flow, target)) return flow;
  if (flow.edges.some((e) => e.source === source && e.target === target)) return flow;
  return { nodes: flow.nodes, edges: [...flow.edges, { id: `e-${source}-${target}`, source, target }] };
}

export type FlowProblem =
  | { key: 'flow.duplicateNode'; node: string; index: number }
  | { key: 'flow.edgeUnknownNode'; edge: number }
  | { key: 'flow.selfLoop'; edge: number }
  | { key: 'flow.unreachable'; node: string }
  | { key: 'flow.emptyTitle'; node: string };

/**
 * Structural problems. Duplicate ids and dangling edges make a flow invalid (FlowBody refuses
 * it with validation:duplicateNode / validation:edgeUnknownNode); self loops, unreachable nodes and empty titles are warnings for the builder.
 */
export function flowProblems(flow: Flow): { errors: FlowProblem[]; warnings: FlowProblem[] } {
  const errors: FlowProblem[] = [];
  const warnings: FlowProblem[] = [];
  const ids = new Set<string>();
  flow.nodes.forEach((node, index) => {
    if (ids.has(node.id)) errors.push({ key: 'flow.duplicateNode', node: node.id, index });
    ids.add(node.id);
  });
  flow.edges.forEach((edge, index) => {
    if (!ids.has(edge.source) || !ids.has(edge.target)) errors.push({ key: 'flow.edgeUnknownNode', edge: index });
    else if (edge.source === edge.target) warnings.push({ key: 'flow.selfLoop', edge: index });
  });
  const start = findStartNode(flow);
  if (start) {
    const reachable = reachableFrom(flow, start.id);
    for (const node of flow.nodes) {
      if (!reachable.has(node.id)) warnings.push({ key: 'flow.unreachable', node: node.id });
      if (node.id !== start.id && !node.data.enTitle.trim() && !node.data.arTitle.trim())
        warnings.push({ key: 'flow.emptyTitle', node: node.id });
    }
  }
  return { errors, warnings };
}

/* ------------------------------------------------------------------ editor operations */

/** Where a new node lands when the caller gives no position: below the last node. */
function nextPosition(flow: Flow): { x: number; y: number } {
  const last = flow.nodes[flow.nodes.length - 1];
  return last?.position ? { x: last.position.x, y: last.position.y + 160 } : { x: 0, y: 0 };
}

/** A fresh id that no node uses (`node-1`, `node-2`, …). */
export function newNodeId(flow: Flow): string {
  const ids = new Set(flow.nodes.map((n) => n.id));
  let i = flow.nodes.length + 1;
  while (ids.has(`node-${i}`)) i++;
  return `node-${i}`;
}

/** A new node of a type, with the type's marker as its text (SPEC §4). */
export function createNode(flow: Flow, type: FlowNodeType = 'text', position?: { x: number; y: number }): FlowNode {
  return changeNodeType(
    { id: newNodeId(flow), type, data: { enTitle: '', enText: '', arTitle: '', arText: '' }, position: position ?? nextPosition(flow) },
    type,
  );
}

export type AddNodeOutcome = { outcome: 'added'; flow: Flow; node: FlowNode } | { outcome: 'upgrade'; flow: Flow; limit: number };

/**
 * Adds a node unless the plan's node limit is reached: the plan of SPEC §9's isGreaterThenTen
 * allows ten, so the eleventh answers `upgrade` (the screen opens the upgrade modal) and the
 * flow is unchanged.
 */
export function addNode(flow: Flow, node: FlowNode, maxNodes: number = Number.POSITIVE_INFINITY): AddNodeOutcome {
  if (flow.nodes.length >= maxNodes) return { outcome: 'upgrade', flow, limit: maxNodes };
  if (findNode(flow, node.id)) return addNode(flow, { ...node, id: newNodeId(flow) }, maxNodes);
  return { outcome: 'added', flow: { nodes: [...flow.nodes, node], edges: flow.edges }, node };
}

/** Moves a node to a position (graph coordinates, never mirrored). */
export function moveNode(flow: Flow, id: string, position: { x: number; y: number }): Flow {
  return { nodes: flow.nodes.map((n) => (n.id === id ? { ...n, position } : n)), edges: flow.edges };
}

/** Changes a node's data (titles, texts, presentation). */
export function updateNodeData(flow: Flow, id: string, patch: Partial<FlowNodeData>): Flow {
  return { nodes: flow.nodes.map((n) => (n.id === id ? { ...n, data: { ...n.data, ...patch } } : n)), edges: flow.edges };
}

/** Changes a node's type in the flow, applying the marker (SPEC §4). */
export function setNodeType(flow: Flow, id: string, type: FlowNodeType): Flow {
  return { nodes: flow.nodes.map((n) => (n.id === id ? changeNodeType(n, type) : n)), edges: flow.edges };
}

/** Removes the edge(s) from source to target. */
export function disconnect(flow: Flow, source: string, target: string): Flow {
  return { nodes: flow.nodes, edges: flow.edges.filter((e) => !(e.source === source && e.target === target)) };
}

/* ------------------------------------------------------------------ WhatsApp-aware validation */

/** WhatsApp Cloud API limits of interactive messages (reply buttons and list messages). */
export const WHATSAPP_LIMITS = { buttons: 3, buttonTitle: 20, rows: 10, rowTitle: 24, body: 1024 } as const;

export type FlowIssueKey =
  | 'tooManyButtons'
  | 'buttonTitleTooLong'
  | 'tooManyRows'
  | 'rowTitleTooLong'
  | 'bodyTooLong'
  | 'unreachable'
  | 'noText'
  | 'danglingEdge'
  | 'duplicateNode'
  | 'overLimit';

/**
 * One problem of a flow, tied to the node to focus (`node`; `null` only for an edge whose two
 * ends are both missing). `key` is a message key of the `chatbot` namespace (`chatbot:problems.<key>`)
 * and `values` its interpolation values.
 */
export interface FlowIssue {
  key: FlowIssueKey;
  node: string | null;
  values?: Record<string, string | number>;
}

/** Characters as WhatsApp counts them (code points, so an emoji or an Arabic letter is one). */
const length = (text: string) => Array.from(text).length;

/**
 * What WhatsApp would refuse or what the customer could never reach: the problems the canvas
 * shows live and the server refuses a deploy with. `maxNodes` is the plan's node limit.
 */
export function validateFlow(flow: Flow, options: { maxNodes?: number } = {}): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const ids = new Set<string>();
  for (const node of flow.nodes) {
    if (ids.has(node.id)) issues.push({ key: 'duplicateNode', node: node.id });
    ids.add(node.id);
  }
  const maxNodes = options.maxNodes ?? Number.POSITIVE_INFINITY;
  if (flow.nodes.length > maxNodes) {
    const first = flow.nodes[maxNodes];
    issues.push({ key: 'overLimit', node: first?.id ?? null, values: { count: flow.nodes.length, limit: maxNodes } });
  }
  flow.edges.forEach((edge, index) => {
    if (ids.has(edge.source) && ids.has(edge.target)) return;
    const node = ids.has(edge.source) ? edge.source : ids.has(edge.target) ? edge.target : null;
    issues.push({ key: 'danglingEdge', node, values: { edge: edge.id ?? String(index) } });
  });
  const start = findStartNode(flow);
  const reachable = start ? reachableFrom(flow, start.id) : new Set<string>();
  for (const node of flow.nodes) {
    const type = effectiveType(node);
    if (type === 'text' && !node.data.enText.trim() && !node.data.arText.trim()) issues.push({ key: 'noText', node: node.id });
    for (const lang of ['en', 'ar'] as const) {
      const body = lang === 'en' ? node.data.enText : node.data.arText;
      if (length(body) > WHATSAPP_LIMITS.body)
        issues.push({ key: 'bodyTooLong', node: node.id, values: { lang, length: length(body), max: WHATSAPP_LIMITS.body } });
    }
    if (!reachable.has(node.id)) issues.push({ key: 'unreachable', node: node.id });
    const children = childrenOf(flow, node.id);
    const list = node.data.list === true;
    const maxChoices = list ? WHATSAPP_LIMITS.rows : WHATSAPP_LIMITS.buttons;
    const maxTitle = list ? WHATSAPP_LIMITS.rowTitle : WHATSAPP_LIMITS.buttonTitle;
    if (children.length > maxChoices)
      issues.push({ key: list ? 'tooManyRows' : 'tooManyButtons', node: node.id, values: { count: children.length, max: maxChoices } });
    for (const child of children)
      for (const lang of ['en', 'ar'] as const) {
        const title = nodeTitle(child, lang);
        if (length(title) > maxTitle)
          issues.push({
            key: list ? 'rowTitleTooLong' : 'buttonTitleTooLong',
            node: node.id,
            values: { lang, title: title.slice(0, 40), length: length(title), max: maxTitle },
          });
      }
  }
  return issues;
}

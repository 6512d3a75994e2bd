/**
 * The bridge from the flow model to React Flow's nodes and edges. Unchanged nodes keep their
 * object (and React Flow its measurements), so a drag, an edit or a selection re-renders only the
 * node it touches — the benchmark counts it.
 */
import type { Edge, Node } from '@xyflow/react';
import type { Flow, FlowIssue, FlowNode } from '@wasl/api/models';

export interface CanvasNodeData extends Record<string, unknown> {
  node: FlowNode;
  /** How many problems the live validation found on this node. */
  issues: number;
  isStart: boolean;
}

export type CanvasNode = Node<CanvasNodeData, 'wasl'>;

export function issueCounts(issues: readonly FlowIssue[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const issue of issues) if (issue.node) counts.set(issue.node, (counts.get(issue.node) ?? 0) + 1);
  return counts;
}

/** React Flow nodes for the flow, reusing every previous node whose inputs did not change. */
export function reconcileNodes(
  previous: readonly CanvasNode[],
  flow: Flow,
  counts: ReadonlyMap<string, number>,
  startId: string | undefined,
  selectedId: string | null,
): CanvasNode[] {
  const byId = new Map(previous.map((n) => [n.id, n]));
  const next = flow.nodes.map((node): CanvasNode => {
    const before = byId.get(node.id);
    const issues = counts.get(node.id) ?? 0;
    const isStart = node.id === startId;
    const selected = node.id === selectedId;
    const sameData = before && before.data.node === node && before.data.issues === issues && before.data.isStart === isStart;
    if (before && sameData && !!before.selected === selected) return before;
    return {
      ...before,
      id: node.id,
      type: 'wasl',
      position: node.position ?? { x: 0, y: 0 },
      data: sameData ? before.data : { node, issues, isStart },
      selected,
    };
  });
  // Nothing changed (e.g. a selection React Flow already applied): the same array, so React Flow's
  // store is not updated and its 500 node subscriptions are not checked again.
  return next.length === previous.length && next.every((n, i) => n === previous[i]) ? (previous as CanvasNode[]) : next;
}

/**
 * React Flow edges for the flow's edges, reusing every previous edge object with the same id and
 * ends: React Flow then leaves those edges alone (an edit or a new edge does not re-render 600).
 */
export function toEdges(edges: Flow['edges'], previous: readonly Edge[]): Edge[] {
  const byId = new Map(previous.map((e) => [e.id, e]));
  return edges.map(({ id, source, target }) => {
    const key = id ?? `${source}->${target}`;
    const before = byId.get(key);
    return before && before.source === source && before.target === target ? before : { id: key, source, target };
  });
}

/** A stable fingerprint of what validation reads (not positions), so a drag never re-validates. */
export function sameStructure(a: Flow, b: Flow): boolean {
  if (a.edges !== b.edges || a.nodes.length !== b.nodes.length) return false;
  return a.nodes.every((n, i) => {
    const m = b.nodes[i];
    return !!m && n.id === m.id && n.type === m.type && n.data === m.data;
  });
}

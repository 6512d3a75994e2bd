import { describe, expect, it } from 'vitest';
import { moveNode, updateNodeData, validateFlow, type Flow } from '@wasl/api/models';
import { issueCounts, reconcileNodes, sameStructure, toEdges } from './reactFlowNodes';

const flow: Flow = {
  nodes: ['a', 'b', 'c'].map((id, i) => ({
    id,
    type: 'text' as const,
    data: { enTitle: id, enText: `${id} text`, arTitle: id, arText: `${id} نص` },
    position: { x: i * 100, y: 0 },
  })),
  edges: [
    { id: 'e1', source: 'a', target: 'b' },
    { source: 'a', target: 'c' },
  ],
};

describe('React Flow bridge', () => {
  it('keeps every unchanged node object, so only the touched node re-renders', () => {
    const counts = issueCounts(validateFlow(flow));
    const first = reconcileNodes([], flow, counts, 'a', null);
    expect(first.map((n) => n.position)).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 200, y: 0 },
    ]);
    const moved = moveNode(flow, 'b', { x: 150, y: 40 });
    const second = reconcileNodes(first, moved, counts, 'a', null);
    expect(second[0]).toBe(first[0]);
    expect(second[2]).toBe(first[2]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]!.position).toEqual({ x: 150, y: 40 });
    // Selecting a node touches that node only.
    const selected = reconcileNodes(second, moved, counts, 'a', 'c');
    expect(selected[0]).toBe(second[0]);
    expect(selected[2]!.selected).toBe(true);
    // A selection React Flow already applied to its nodes changes nothing: the same array back.
    expect(reconcileNodes(selected, moved, counts, 'a', 'c')).toBe(selected);
    expect(reconcileNodes(selected, moved, counts, 'a', 'b')).not.toBe(selected);
    // Measurements React Flow stored on a node survive a change to it.
    const measured = [{ ...selected[0]!, measured: { width: 240, height: 90 } }, selected[1]!, selected[2]!];
    const edited = updateNodeData(moved, 'a', { enTitle: 'A' });
    expect(reconcileNodes(measured, edited, counts, 'a', 'c')[0]!.measured).toEqual({ width: 240, height: 90 });
  });

  it('counts problems per node and names edges without ids', () => {
    const broken = updateNodeData(flow, 'c', { enText: '', arText: '' });
    expect(issueCounts(validateFlow(broken)).get('c')).toBe(1);
    expect(toEdges(flow.edges, []).map((e) => e.id)).toEqual(['e1', 'a->c']);
  });

  it('keeps the edge objects a change leaves alone', () => {
    const first = toEdges(flow.edges, []);
    const next = toEdges([...flow.edges, { source: 'b', target: 'c' }], first);
    expect(next[0]).toBe(first[0]);
    expect(next[1]).toBe(first[1]);
    expect(next[2]).toEqual({ id: 'b->c', source: 'b', target: 'c' });
    // The same id with other ends is a new edge object.
    expect(toEdges([{ id: 'e1', source: 'a', target: 'c' }], first)[0]).not.toBe(first[0]);
  });

  it('a move keeps the structure; an edit or a new edge changes it', () => {
    expect(sameStructure(flow, moveNode(flow, 'a', { x: 9, y: 9 }))).toBe(true);
    expect(sameStructure(flow, updateNodeData(flow, 'a', { enTitle: 'x' }))).toBe(false);
    expect(sameStructure(flow, { ...flow, edges: [...flow.edges] })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  changeNodeType,
  childrenOf,
  connect,
  effectiveType,
  findStartNode,
  flowProblems,
  isGreaterThenTen,
  nodeText,
  nodeTitle,
  reachableFrom,
  removeNode,
  removeOutgoingEdges,
  type Flow,
  type FlowNode,
} from './flow';

const node = (id: string, enTitle = id, type: FlowNode['type'] = 'text', enText = `${id} text`): FlowNode => ({
  id,
  type,
  data: { enTitle, enText, arTitle: `${enTitle} ع`, arText: `${enText} ع` },
  position: { x: 0, y: 0 },
});

const flow: Flow = {
  nodes: [node('b'), node('a'), node('c'), node('d')],
  edges: [
    { id: 'e1', source: 'a', target: 'b' },
    { id: 'e2', source: 'a', target: 'c' },
    { id: 'e3', source: 'c', target: 'a' },
    { id: 'e4', source: 'a', target: 'b' },
  ],
};

describe('flow model', () => {
  it('starts at the node with no incoming edge, else the first', () => {
    expect(findStartNode(flow)?.id).toBe('d'); // d has no incoming edge; a has one from c
    expect(findStartNode({ nodes: [node('x'), node('y')], edges: [{ source: 'x', target: 'y' }] })?.id).toBe('x');
    const cycle: Flow = {
      nodes: [node('p'), node('q')],
      edges: [
        { source: 'p', target: 'q' },
        { source: 'q', target: 'p' },
      ],
    };
    expect(findStartNode(cycle)?.id).toBe('p');
    expect(findStartNode({ nodes: [], edges: [] })).toBeUndefined();
    // A self loop alone does not make a node "pointed at".
    expect(
      findStartNode({
        nodes: [node('s'), node('t')],
        edges: [
          { source: 's', target: 's' },
          { source: 's', target: 't' },
        ],
      })?.id,
    ).toBe('s');
  });

  it('lists children once each, in edge order, ignoring missing nodes', () => {
    const withDangling: Flow = { ...flow, edges: [...flow.edges, { source: 'a', target: 'ghost' }] };
    expect(childrenOf(withDangling, 'a').map((n) => n.id)).toEqual(['b', 'c']);
  });

  it('finds reachable nodes through cycles', () => {
    expect([...reachableFrom(flow, 'a')].sort()).toEqual(['a', 'b', 'c']);
  });

  it('titles and texts fall back to the other language, markers are not text', () => {
    const n: FlowNode = { id: 'z', type: 'agent', data: { enTitle: '', enText: '$AGENT', arTitle: 'دعم', arText: '$AGENT' } };
    expect(nodeTitle(n, 'en')).toBe('دعم');
    expect(nodeText(n, 'en')).toBe('');
    expect(nodeTitle({ ...n, data: { ...n.data, arTitle: '' } }, 'ar')).toBe('z');
    expect(nodeText(node('k'), 'ar')).toBe('k text ع');
  });

  it('changes type by setting the marker (text: empty) — SPEC §4', () => {
    const n = node('n');
    expect(changeNodeType(n, 'agent').data).toMatchObject({ enText: '$AGENT', arText: '$AGENT' });
    expect(changeNodeType(n, 'lang').data.enText).toBe('$LANG');
    expect(changeNodeType(n, 'order').data.arText).toBe('$ORDER');
    expect(changeNodeType(changeNodeType(n, 'order'), 'text').data).toMatchObject({ enText: '', arText: '', enTitle: 'n' });
    expect(effectiveType({ ...n, data: { ...n.data, enText: ' $ORDER ' } })).toBe('order');
  });

  it('deleting a node removes its edges; removing a node’s edges removes those leaving it', () => {
    const without = removeNode(flow, 'a');
    expect(without.nodes.map((n) => n.id)).toEqual(['b', 'c', 'd']);
    expect(without.edges).toEqual([]);
    const noOut = removeOutgoingEdges(flow, 'a');
    expect(noOut.edges).toEqual([{ id: 'e3', source: 'c', target: 'a' }]);
    expect(noOut.nodes).toBe(flow.nodes);
  });

  it('connects once, never to itself or to a missing node', () => {
    expect(connect(flow, 'd', 'a').edges.at(-1)).toEqual({ id: 'e-d-a', source: 'd', target: 'a' });
    expect(connect(flow, 'a', 'b')).toBe(flow);
    expect(connect(flow, 'a', 'a')).toBe(flow);
    expect(connect(flow, 'a', 'ghost')).toBe(flow);
  });

  it('flags more than ten nodes (isGreaterThenTen)', () => {
    const nodes = Array.from({ length: 10 }, (_, i) => node(`n${i}`));
    expect(isGreaterThenTen({ nodes })).toBe(false);
    expect(isGreaterThenTen({ nodes: [...nodes, node('n10')] })).toBe(true);
  });

  it('reports duplicate ids and dangling edges as errors, unreachable nodes and loops as warnings', () => {
    const bad: Flow = {
      nodes: [node('a'), node('a'), node('lonely'), { ...node('untitled'), data: { enTitle: '', arTitle: ' ', enText: '', arText: '' } }],
      edges: [
        { source: 'a', target: 'ghost' },
        { source: 'a', target: 'a' },
        { source: 'a', target: 'untitled' },
      ],
    };
    const { errors, warnings } = flowProblems(bad);
    expect(errors).toEqual([
      { key: 'flow.duplicateNode', node: 'a', index: 1 },
      { key: 'flow.edgeUnknownNode', edge: 0 },
    ]);
    expect(warnings).toEqual(
      expect.arrayContaining([
        { key: 'flow.selfLoop', edge: 1 },
        { key: 'flow.unreachable', node: 'lonely' },
        { key: 'flow.emptyTitle', node: 'untitled' },
      ]),
    );
    expect(flowProblems(flow).errors).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addNode,
  connect,
  createNode,
  disconnect,
  emptyFlow,
  moveNode,
  removeNode,
  removeOutgoingEdges,
  setNodeType,
  updateNodeData,
  validateFlow,
  WHATSAPP_LIMITS,
  type Flow,
  type FlowNode,
} from './flow';

const node = (id: string, enTitle = id, enText = `${id} text`): FlowNode => ({
  id,
  type: 'text',
  data: { enTitle, enText, arTitle: `${enTitle} ع`, arText: `${enText} ع` },
  position: { x: 0, y: 0 },
});
const chain = (...ids: string[]): Flow => ({
  nodes: ids.map((id) => node(id)),
  edges: ids.slice(1).map((id, i) => ({ id: `e${i}`, source: ids[i]!, target: id })),
});
const keys = (flow: Flow, maxNodes?: number) =>
  validateFlow(flow, maxNodes === undefined ? {} : { maxNodes }).map((p) => `${p.key}@${p.node}`);

describe('flow editor operations', () => {
  it('adds nodes with fresh ids and markers; the eleventh on a ten-node plan answers upgrade', () => {
    let flow = emptyFlow();
    for (let i = 0; i < 10; i++) {
      const result = addNode(flow, createNode(flow, i === 3 ? 'agent' : 'text'), 10);
      expect(result.outcome).toBe('added');
      flow = result.flow;
    }
    expect(new Set(flow.nodes.map((n) => n.id)).size).toBe(10);
    expect(flow.nodes[3]!.data).toMatchObject({ enText: '$AGENT', arText: '$AGENT' });
    expect(flow.nodes[1]!.position).toEqual({ x: 0, y: 160 });
    const eleventh = addNode(flow, createNode(flow), 10);
    expect(eleventh).toEqual({ outcome: 'upgrade', flow, limit: 10 });
    // No limit: a duplicate id is renamed rather than clobbering a node.
    const dup = addNode(flow, node('node-1'));
    expect(dup.outcome).toBe('added');
    expect(dup.flow.nodes.at(-1)!.id).toBe('node-11');
  });

  it('moves, edits, retypes, connects and disconnects without touching other nodes', () => {
    const flow = chain('a', 'b', 'c');
    const moved = moveNode(flow, 'b', { x: 40, y: -8 });
    expect(moved.nodes[1]!.position).toEqual({ x: 40, y: -8 });
    expect(moved.nodes[0]).toBe(flow.nodes[0]);
    expect(updateNodeData(flow, 'a', { arTitle: 'أ', list: true }).nodes[0]!.data).toMatchObject({
      arTitle: 'أ',
      list: true,
      enTitle: 'a',
    });
    expect(setNodeType(flow, 'c', 'lang').nodes[2]).toMatchObject({ type: 'lang', data: { enText: '$LANG', arText: '$LANG' } });
    expect(setNodeType(setNodeType(flow, 'c', 'order'), 'c', 'text').nodes[2]!.data).toMatchObject({ enText: '', arText: '' });
    const linked = connect(flow, 'a', 'c');
    expect(linked.edges).toHaveLength(3);
    expect(disconnect(linked, 'a', 'c').edges).toEqual(flow.edges);
    expect(removeNode(flow, 'b').edges).toEqual([]);
    expect(removeOutgoingEdges(flow, 'a').edges).toEqual([{ id: 'e1', source: 'b', target: 'c' }]);
  });
});

describe('WhatsApp-aware validation', () => {
  it('a valid flow has no problems', () => {
    expect(validateFlow(chain('a', 'b', 'c'))).toEqual([]);
    expect(validateFlow(emptyFlow())).toEqual([]);
  });

  it('more than 3 reply buttons, or a title over 20 characters, on the parent node', () => {
    const flow = connect(
      connect(
        connect(connect({ ...chain('root'), nodes: [node('root'), node('a'), node('b'), node('c'), node('d')] }, 'root', 'a'), 'root', 'b'),
        'root',
        'c',
      ),
      'root',
      'd',
    );
    expect(validateFlow(flow)).toEqual([{ key: 'tooManyButtons', node: 'root', values: { count: 4, max: 3 } }]);
    // The same node as a list message is fine (≤ 10 rows).
    expect(validateFlow(updateNodeData(flow, 'root', { list: true }))).toEqual([]);
    const long = updateNodeData(chain('root', 'x'), 'x', { enTitle: 'x'.repeat(21) });
    expect(validateFlow(long)).toEqual([
      { key: 'buttonTitleTooLong', node: 'root', values: { lang: 'en', title: 'x'.repeat(21), length: 21, max: 20 } },
    ]);
    // Code points, not UTF-16 units: 20 emoji are 20 characters.
    expect(validateFlow(updateNodeData(chain('root', 'x'), 'x', { enTitle: '😀'.repeat(20) }))).toEqual([]);
  });

  it('list messages: at most 10 rows of at most 24 characters', () => {
    const kids = Array.from({ length: 11 }, (_, i) => node(`k${i}`));
    let flow: Flow = { nodes: [{ ...node('root'), data: { ...node('root').data, list: true } }, ...kids], edges: [] };
    for (const k of kids) flow = connect(flow, 'root', k.id);
    expect(keys(flow)).toEqual(['tooManyRows@root']);
    const ok = disconnect(flow, 'root', 'k10');
    expect(keys(ok)).toEqual(['unreachable@k10']);
    expect(keys(updateNodeData(ok, 'k0', { arTitle: 'ع'.repeat(25) }))).toEqual(['rowTitleTooLong@root', 'unreachable@k10']);
    expect(keys(updateNodeData(ok, 'k0', { arTitle: 'ع'.repeat(24) }))).toEqual(['unreachable@k10']);
  });

  it('bodies over 1,024 characters, per language', () => {
    const flow = updateNodeData(chain('a'), 'a', { arText: 'ن'.repeat(WHATSAPP_LIMITS.body + 1) });
    expect(validateFlow(flow)).toEqual([{ key: 'bodyTooLong', node: 'a', values: { lang: 'ar', length: 1025, max: 1024 } }]);
    expect(validateFlow(updateNodeData(chain('a'), 'a', { enText: 'n'.repeat(1024) }))).toEqual([]);
  });

  it('unreachable nodes, nodes without text in either language, dangling edges, duplicates', () => {
    const flow: Flow = {
      nodes: [
        node('a'),
        node('b'),
        { ...node('silent'), data: { enTitle: 'S', arTitle: 'س', enText: ' ', arText: '' } },
        node('island'),
        node('a'),
      ],
      edges: [
        { id: 'e1', source: 'a', target: 'b' },
        { id: 'e2', source: 'a', target: 'silent' },
        { id: 'e3', source: 'b', target: 'ghost' },
        { id: 'e4', source: 'ghost', target: 'phantom' },
        { id: 'e5', source: 'island', target: 'island' },
      ],
    };
    expect(validateFlow(flow)).toEqual([
      { key: 'duplicateNode', node: 'a' },
      { key: 'danglingEdge', node: 'b', values: { edge: 'e3' } },
      { key: 'danglingEdge', node: null, values: { edge: 'e4' } },
      { key: 'noText', node: 'silent' },
      { key: 'unreachable', node: 'island' },
    ]);
    // A marker node (agent/lang/order) has its marker, not "no text".
    expect(validateFlow(setNodeType(chain('a', 'b'), 'b', 'agent'))).toEqual([]);
  });

  it('reports a flow over the plan limit on the first node past it', () => {
    const flow = chain(...Array.from({ length: 11 }, (_, i) => `n${i}`));
    expect(keys(flow, 10)).toEqual(['overLimit@n10']);
    expect(keys(flow, 11)).toEqual([]);
  });
});

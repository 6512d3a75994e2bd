import '@xyflow/react/dist/style.css';
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  applyNodeChanges,
  Background,
  Controls,
  MiniMap,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Connection,
  type Edge,
  type NodeChange,
  type NodeTypes,
  type ReactFlowProps,
} from '@xyflow/react';
import {
  addNode,
  connect,
  createNode,
  disconnect,
  findNode,
  findStartNode,
  flowNodeTypes,
  moveNode,
  removeNode,
  validateFlow,
  type Flow,
  type FlowIssue,
  type FlowLanguage,
  type FlowNodeType,
} from '@wasl/api/models';
import { directionOf, isLocale, useTranslation } from '@wasl/i18n';
import { Button, Toolbar } from '@wasl/ui';
import { FlowInspector } from './FlowInspector';
import { FlowNodeView, NodeView, type NodeViewContext } from './FlowNodeView';
import { FlowOutline } from './FlowOutline';
import { FlowProblems } from './FlowProblems';
import { issueCounts, reconcileNodes, sameStructure, toEdges, type CanvasNode } from './reactFlowNodes';
import * as styles from './FlowCanvas.css';

export interface FlowCanvasProps {
  /** The flow being edited (controlled). */
  flow: Flow;
  /** Every edit: add, move (on drop or arrow key), connect, edit, retype, delete. */
  onChange: (flow: Flow) => void;
  /** The plan's node limit (SPEC §9 isGreaterThenTen: 10 on the small plans). @default no limit */
  maxNodes?: number;
  /** Adding past `maxNodes`: the screen opens the upgrade modal. */
  onUpgrade?: (limit: number) => void;
  /** Height of the canvas. @default 560 */
  height?: number;
  /** Render only the nodes and edges in view (large flows). @default true above 200 nodes */
  onlyRenderVisibleElements?: boolean;
  /** Fit the whole flow in view on first render. @default true */
  fitView?: boolean;
  /** Heading level of the panels' titles. @default 2 */
  headingLevel?: 2 | 3;
  /** Called on each render of a node (benchmarks count renders with it). */
  onNodeRender?: (id: string) => void;
  /** Ask the canvas to focus this node (e.g. from a refused deploy's problem list); pass a new object each time. */
  focusRequest?: { node: string } | null;
}

const nodeTypes: NodeTypes = { wasl: FlowNodeView };
const deleteKeys = ['Delete', 'Backspace'];
// React Flow's own attribution link has a fixed English name ("React Flow attribution"); ours is the
// same link and text in the same place, with a translated name.
const proOptions = { hideAttribution: true };
const attributionLink = 'https://reactflow.dev';

/**
 * The chatbot flow editor on React Flow: nodes (message, agent handover $AGENT, language switch
 * $LANG, order status $ORDER) with English and Arabic titles and texts, a toolbar, minimap and
 * controls, live WhatsApp-aware validation (badges on nodes, a problem list that focuses each
 * node), a node panel with "Connect to…" so everything works without a mouse, and an outline
 * (list of nodes and connections) as the accessible equivalent of the graph.
 *
 * RTL: the chrome (toolbar, panels, minimap and controls) mirrors; graph coordinates do not (the
 * viewport is always left-to-right); each text follows its own direction (`dir="auto"`).
 * Pure: the flow comes in, every edit goes out through `onChange`.
 */
export function FlowCanvas(props: FlowCanvasProps) {
  return (
    <ReactFlowProvider>
      <FlowCanvasInner {...props} />
    </ReactFlowProvider>
  );
}

function FlowCanvasInner({
  flow,
  onChange,
  maxNodes = Number.POSITIVE_INFINITY,
  onUpgrade,
  height = 560,
  onlyRenderVisibleElements,
  fitView = true,
  headingLevel = 2,
  onNodeRender,
  focusRequest,
}: FlowCanvasProps) {
  const { t, i18n } = useTranslation('chatbot');
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const language: FlowLanguage = locale;
  const dir = directionOf(locale);
  const reactFlow = useReactFlow<CanvasNode>();
  const canvasRef = useRef<HTMLDivElement>(null);
  const inspectorHeading = useRef<HTMLHeadingElement>(null);

  // The latest props for callbacks that must stay stable (a new callback would re-render every node).
  const latest = useRef({ flow, onChange });
  useEffect(() => {
    latest.current = { flow, onChange };
  });

  /* live validation: positions never change it, so a drag does not re-validate */
  // `structure` is the flow as of its last change other than positions: the outline and the problem
  // list read it, so a drop does not re-render their hundreds of rows.
  const [validated, setValidated] = useState(() => ({ flow, structure: flow, maxNodes, issues: validateFlow(flow, { maxNodes }) }));
  let issues: FlowIssue[] = validated.issues;
  let structure = validated.structure;
  if (validated.flow !== flow || validated.maxNodes !== maxNodes) {
    const same = validated.maxNodes === maxNodes && sameStructure(validated.flow, flow);
    issues = same ? validated.issues : validateFlow(flow, { maxNodes });
    structure = same ? validated.structure : flow;
    setValidated({ flow, structure, maxNodes, issues });
  }

  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = selectedId ? findNode(flow, selectedId) : undefined;
  if (selectedId && !selected) setSelectedId(null);

  const onConnect = useCallback((connection: Connection) => {
    latest.current.onChange(connect(latest.current.flow, connection.source, connection.target));
  }, []);

  const onDelete = useCallback(({ nodes: gone, edges: cut }: { nodes: CanvasNode[]; edges: Edge[] }) => {
    let next = latest.current.flow;
    for (const edge of cut) next = disconnect(next, edge.source, edge.target);
    for (const node of gone) next = removeNode(next, node.id);
    latest.current.onChange(next);
  }, []);

  const onMove = useCallback((id: string, position: { x: number; y: number }) => {
    latest.current.onChange(moveNode(latest.current.flow, id, position));
  }, []);

  /** Selects a node, brings it into view and moves the keyboard focus onto it. */
  const focusNode = useCallback(
    (id: string) => {
      const node = findNode(latest.current.flow, id);
      if (!node) return;
      setSelectedId(id);
      const { x, y } = node.position ?? { x: 0, y: 0 };
      void reactFlow.setCenter(x + 120, y + 60, { zoom: Math.max(reactFlow.getZoom(), 0.8), duration: 0 });
      // After the render that puts the node in view (large flows render only what is visible).
      requestAnimationFrame(() => {
        const element = canvasRef.current?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
        element?.focus();
      });
    },
    [reactFlow],
  );

  const clearSelection = useCallback(() => setSelectedId(null), []);

  useEffect(() => {
    if (focusRequest) focusNode(focusRequest.node);
  }, [focusRequest, focusNode]);

  // After "Add", the keyboard lands on the new node's form.
  const [addedCount, setAddedCount] = useState(0);
  useEffect(() => {
    if (addedCount) inspectorHeading.current?.focus();
  }, [addedCount]);

  const add = (type: FlowNodeType) => {
    const result = addNode(flow, createNode(flow, type), maxNodes);
    if (result.outcome === 'upgrade') {
      onUpgrade?.(result.limit);
      return;
    }
    onChange(result.flow);
    setSelectedId(result.node.id);
    const { x, y } = result.node.position ?? { x: 0, y: 0 };
    void reactFlow.setCenter(x + 120, y + 60, { zoom: reactFlow.getZoom(), duration: 0 });
    setAddedCount((n) => n + 1);
  };

  const view = useMemo<NodeViewContext>(
    () => ({
      types: Object.fromEntries(flowNodeTypes.map((type) => [type, t(`types.${type}`)])) as Record<FlowNodeType, string>,
      untitled: t('canvas.untitled'),
      noText: t('canvas.noText'),
      start: t('canvas.start'),
      problems: (count) => t('canvas.problems', { count }),
      dir,
      onNodeRender,
    }),
    [t, dir, onNodeRender],
  );

  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': t('canvas.aria.nodeDescription'),
      'node.a11yDescription.keyboardDisabled': t('canvas.aria.nodeDescriptionKeyboard'),
      'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }: { direction: string; x: number; y: number }) =>
        t('canvas.aria.moved', { direction, x, y }),
      'edge.a11yDescription.default': t('canvas.aria.edgeDescription'),
      'controls.ariaLabel': t('canvas.aria.controls'),
      'controls.zoomIn.ariaLabel': t('canvas.aria.zoomIn'),
      'controls.zoomOut.ariaLabel': t('canvas.aria.zoomOut'),
      'controls.fitView.ariaLabel': t('canvas.aria.fitView'),
      'controls.interactive.ariaLabel': t('canvas.aria.interactive'),
      'minimap.ariaLabel': t('canvas.aria.minimap'),
      'handle.ariaLabel': t('canvas.aria.handle'),
    }),
    [t],
  );

  // The problem list and the outline (a row per node: 500 in the benchmark) render just after the
  // canvas when it mounts, in a background render that yields to the browser, so the canvas is on
  // screen first; after that they follow every change in the same render.
  const [listsShown, setListsShown] = useState(false);
  useEffect(() => startTransition(() => setListsShown(true)), []);

  const rtl = dir === 'rtl';
  const limited = Number.isFinite(maxNodes);
  return (
    <NodeView.Provider value={view}>
      <div className={styles.root}>
        <Toolbar aria-label={t('canvas.toolbar')} className={styles.toolbar}>
          {flowNodeTypes.map((type) => (
            <Button key={type} variant={type === 'text' ? 'primary' : 'secondary'} size="sm" onPress={() => add(type)}>
              {t('canvas.add', { type: t(`types.${type}`) })}
            </Button>
          ))}
          {limited && <span className={styles.toolbarEnd}>{t('canvas.nodeCount', { count: flow.nodes.length, limit: maxNodes })}</span>}
        </Toolbar>
        <p className={styles.muted}>{t('canvas.keyboardHelp')}</p>
        <div className={styles.main}>
          {/* Graph coordinates never mirror: the viewport is left-to-right in both languages. */}
          <div
            ref={canvasRef}
            className={styles.canvas}
            style={{ blockSize: height }}
            dir="ltr"
            role="region"
            aria-label={t('canvas.label')}
          >
            <FlowGraph
              flow={flow}
              issues={issues}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onMove={onMove}
              onConnect={onConnect}
              onDelete={onDelete}
              fitView={fitView}
              onlyRenderVisibleElements={onlyRenderVisibleElements ?? flow.nodes.length > 200}
              ariaLabelConfig={ariaLabelConfig}
              attributionText={t('canvas.attribution')}
              attributionLabel={t('canvas.aria.attribution')}
              rtl={rtl}
            />
          </div>
          <div className={styles.side}>
            <FlowInspector
              flow={flow}
              structure={structure}
              node={selected}
              language={language}
              onChange={onChange}
              onDeleted={clearSelection}
              headingLevel={headingLevel}
              headingRef={inspectorHeading}
            />
            <FlowProblems
              flow={structure}
              issues={issues}
              language={language}
              onFocusNode={focusNode}
              headingLevel={headingLevel}
              pending={!listsShown}
            />
          </div>
        </div>
        <FlowOutline
          flow={structure}
          language={language}
          selectedId={selectedId}
          onSelect={focusNode}
          headingLevel={headingLevel}
          pending={!listsShown}
        />
      </div>
    </NodeView.Provider>
  );
}

const selectedOf = (nodes: readonly CanvasNode[]) => nodes.find((node) => node.selected)?.id ?? null;

interface FlowGraphProps {
  flow: Flow;
  issues: readonly FlowIssue[];
  selectedId: string | null;
  onSelect: (update: (current: string | null) => string | null) => void;
  onMove: (id: string, position: { x: number; y: number }) => void;
  onConnect: (connection: Connection) => void;
  onDelete: (deleted: { nodes: CanvasNode[]; edges: Edge[] }) => void;
  fitView: boolean;
  onlyRenderVisibleElements: boolean;
  ariaLabelConfig: ReactFlowProps['ariaLabelConfig'];
  /** The React Flow attribution link's text and its accessible name, translated (strings: FlowGraph is memoised). */
  attributionText: string;
  attributionLabel: string;
  rtl: boolean;
}

/**
 * React Flow and its nodes. A drag moves nodes in this component's own state, so a drag frame
 * renders this component and the dragged node only — not the toolbar, the panels or the outline;
 * the drop commits the position to the flow once. A pointer selection reaches the panels on release,
 * in a transition (the node panel lists every other node in "Connect to…"), so it never holds up a
 * drag frame.
 */
const FlowGraph = memo(function FlowGraph({
  flow,
  issues,
  selectedId,
  onSelect,
  onMove,
  onConnect,
  onDelete,
  fitView,
  onlyRenderVisibleElements,
  ariaLabelConfig,
  attributionText,
  attributionLabel,
  rtl,
}: FlowGraphProps) {
  /* React Flow's nodes: local (drags move them here), reconciled with the flow when it changes */
  const startId = findStartNode(flow)?.id;
  const [nodes, setNodes] = useState<CanvasNode[]>(() => reconcileNodes([], flow, issueCounts(issues), startId, selectedId));
  const [synced, setSynced] = useState({ flow, issues, selectedId });
  if (synced.flow !== flow || synced.issues !== issues || synced.selectedId !== selectedId) {
    setSynced({ flow, issues, selectedId });
    const counts = issueCounts(issues);
    // The panels' selection is applied when it changes; a change of the flow keeps the selection the
    // canvas has (a pointer selection reaches the panels after the drop that commits the flow).
    const apply = synced.selectedId !== selectedId;
    setNodes((previous) => reconcileNodes(previous, flow, counts, startId, apply ? selectedId : selectedOf(previous)));
  }
  const [edges, setEdges] = useState<Edge[]>(() => toEdges(flow.edges, []));
  const [syncedEdges, setSyncedEdges] = useState(flow.edges);
  if (syncedEdges !== flow.edges) {
    setSyncedEdges(flow.edges);
    setEdges((previous) => toEdges(flow.edges, previous));
  }

  // A pointer selection reaches the panels when the pointer is released, not while it is down: the
  // node panel's form (and its "Connect to…" list of every other node) mounting mid-drag was one
  // long frame of script, layout and repaint of the side column in every drag. A click shows the
  // panel on release; the keyboard and the problem list select at once.
  const pointerDown = useRef(false);
  const pendingSelect = useRef<((current: string | null) => string | null) | null>(null);
  const select = useCallback((update: (current: string | null) => string | null) => startTransition(() => onSelect(update)), [onSelect]);
  useEffect(() => {
    const release = () => {
      pointerDown.current = false;
      const update = pendingSelect.current;
      pendingSelect.current = null;
      if (update) select(update);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
  }, [select]);
  const onPointerDownCapture = useCallback(() => {
    pointerDown.current = true;
  }, []);

  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      const apply = () => setNodes((current) => applyNodeChanges(changes, current));
      // A drag frame renders now, inside the pointer event, and React Flow's store takes the nodes in
      // the same task: one frame's work per pointer move, not a render, then a store update, then a
      // re-render of the node in separate tasks (each its own paint).
      if (changes.some((change) => change.type === 'position' && change.dragging)) flushSync(apply);
      else apply();
      for (const change of changes) {
        // A drop or an arrow key (dragging false) commits the position; mid-drag frames stay local.
        if (change.type === 'position' && change.position && !change.dragging) onMove(change.id, change.position);
        if (change.type === 'select') {
          const { id, selected } = change;
          const update = (current: string | null) => (selected ? id : current === id ? null : current);
          if (!pointerDown.current) select(update);
          else {
            const before = pendingSelect.current;
            pendingSelect.current = before ? (current) => update(before(current)) : update;
          }
        }
      }
    },
    [onMove, select],
  );

  return (
    <ReactFlow<CanvasNode>
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      onNodesChange={onNodesChange}
      onPointerDownCapture={onPointerDownCapture}
      onConnect={onConnect}
      onDelete={onDelete}
      deleteKeyCode={deleteKeys}
      selectionKeyCode={null}
      multiSelectionKeyCode={null}
      fitView={fitView}
      minZoom={0.05}
      onlyRenderVisibleElements={onlyRenderVisibleElements}
      ariaLabelConfig={ariaLabelConfig}
      proOptions={proOptions}
    >
      <Background gap={24} />
      <MiniMap position={rtl ? 'bottom-left' : 'bottom-right'} pannable zoomable />
      <Controls position={rtl ? 'bottom-right' : 'bottom-left'} />
      <Panel position={rtl ? 'top-left' : 'top-right'} className="react-flow__attribution">
        <a href={attributionLink} target="_blank" rel="noopener noreferrer" aria-label={attributionLabel}>
          {attributionText}
        </a>
      </Panel>
    </ReactFlow>
  );
});

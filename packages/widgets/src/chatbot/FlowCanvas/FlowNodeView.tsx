import { createContext, memo, useContext } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { effectiveType, type FlowNodeType } from '@wasl/api/models';
import type { CanvasNode } from './reactFlowNodes';
import * as styles from './FlowCanvas.css';

/** What every node shows but no node owns: translated labels, the direction, a render probe. */
export interface NodeViewContext {
  types: Record<FlowNodeType, string>;
  untitled: string;
  noText: string;
  start: string;
  problems: (count: number) => string;
  dir: 'ltr' | 'rtl';
  /** Called on each render of a node (benchmarks count renders with it). */
  onNodeRender?: ((id: string) => void) | undefined;
}

export const NodeView = createContext<NodeViewContext | null>(null);

/**
 * One node on the canvas: its type, both titles and both texts, each in its own direction
 * (`dir="auto"`), and a badge with its problem count. Memoised: React Flow passes the same data
 * object while the node is unchanged, so moving another node does not render this one.
 */
export const FlowNodeView = memo(function FlowNodeView({ id, data, selected }: NodeProps<CanvasNode>) {
  const view = useContext(NodeView);
  if (!view) throw new Error('FlowNodeView renders inside FlowCanvas');
  view.onNodeRender?.(id);
  const { node, issues, isStart } = data;
  const type = effectiveType(node);
  const { enTitle, arTitle, enText, arText } = node.data;
  const isMarker = type !== 'text';
  return (
    <div className={styles.node({ type, selected: !!selected, invalid: issues > 0 })} dir={view.dir}>
      <Handle type="target" position={Position.Top} className={styles.handle} dir="ltr" />
      <div className={styles.nodeHeader}>
        <span className={styles.nodeType}>{view.types[type]}</span>
        {isStart && <span className={styles.startBadge}>{view.start}</span>}
        {issues > 0 && <span className={styles.issueBadge}>{view.problems(issues)}</span>}
      </div>
      <p className={styles.nodeTitle} lang="en" dir="auto">
        {enTitle.trim() || <span className={styles.placeholder}>{view.untitled}</span>}
      </p>
      <p className={styles.nodeTitle} lang="ar" dir="auto">
        {arTitle.trim() || <span className={styles.placeholder}>{view.untitled}</span>}
      </p>
      {!isMarker && (
        <>
          <p className={styles.nodeText} lang="en" dir="auto">
            {enText.trim() || <span className={styles.placeholder}>{view.noText}</span>}
          </p>
          <p className={styles.nodeText} lang="ar" dir="auto">
            {arText.trim() || <span className={styles.placeholder}>{view.noText}</span>}
          </p>
        </>
      )}
      <Handle type="source" position={Position.Bottom} className={styles.handle} dir="ltr" />
    </div>
  );
});

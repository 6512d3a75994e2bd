import { memo, useMemo, useState } from 'react';
import {
  childrenOf,
  connect,
  disconnect,
  flowNodeTypes,
  NODE_MARKERS,
  nodeTitle,
  removeNode,
  removeOutgoingEdges,
  setNodeType,
  updateNodeData,
  type Flow,
  type FlowLanguage,
  type FlowNode,
  type FlowNodeType,
} from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Button, Checkbox, Select, SelectItem, TextArea, TextField } from '@wasl/ui';
import * as styles from './FlowCanvas.css';

export interface FlowInspectorProps {
  flow: Flow;
  /**
   * The flow as of its last change other than positions: the connections and the "Connect to…"
   * options (every other node: 500 in the benchmark) are built from it, so a drop does not rebuild them.
   */
  structure: Flow;
  node: FlowNode | undefined;
  language: FlowLanguage;
  onChange: (flow: Flow) => void;
  /** After a delete: nothing is selected. */
  onDeleted: () => void;
  headingLevel: 2 | 3;
  headingRef?: React.Ref<HTMLHeadingElement>;
}

/**
 * The selected node's form: type, titles and texts, list or buttons, its connections with
 * "Connect to…" (the keyboard way to draw an edge), removing its outgoing edges, deleting it.
 */
export const FlowInspector = memo(function FlowInspector({
  flow,
  structure,
  node,
  language,
  onChange,
  onDeleted,
  headingLevel,
  headingRef,
}: FlowInspectorProps) {
  const { t } = useTranslation('chatbot');
  const [target, setTarget] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const nodeId = node?.id;
  const { children, candidates, options } = useMemo(() => {
    const children = nodeId === undefined ? [] : childrenOf(structure, nodeId);
    const childIds = new Set(children.map((c) => c.id));
    const candidates = structure.nodes.filter((n) => n.id !== nodeId && !childIds.has(n.id));
    const options = candidates.map((candidate) => (
      <SelectItem key={candidate.id} id={candidate.id} textValue={nodeTitle(candidate, language)}>
        <bdi>{nodeTitle(candidate, language)}</bdi>
      </SelectItem>
    ));
    return { children, candidates, options };
  }, [structure, nodeId, language]);
  if (!node) {
    return (
      <section className={styles.panel} aria-label={t('inspector.title')}>
        <Heading ref={headingRef} tabIndex={-1} className={styles.panelHeading}>
          {t('inspector.title')}
        </Heading>
        <p className={styles.muted}>{t('inspector.empty')}</p>
      </section>
    );
  }
  const validTarget = target && candidates.some((c) => c.id === target) ? target : null;
  const isMarker = node.type !== 'text';
  const setData = (patch: Partial<FlowNode['data']>) => onChange(updateNodeData(flow, node.id, patch));
  return (
    <section className={styles.panel} aria-label={t('inspector.title')}>
      <Heading ref={headingRef} tabIndex={-1} className={styles.panelHeading} dir="auto">
        {nodeTitle(node, language)}
      </Heading>
      <Select
        label={t('inspector.type')}
        selectedKey={node.type}
        onSelectionChange={(key) => onChange(setNodeType(flow, node.id, key as FlowNodeType))}
      >
        {flowNodeTypes.map((type) => (
          <SelectItem key={type} id={type}>
            {t(`types.${type}`)}
          </SelectItem>
        ))}
      </Select>
      <TextField label={t('inspector.enTitle')} value={node.data.enTitle} onChange={(enTitle) => setData({ enTitle })} inputDir="auto" />
      <TextField label={t('inspector.arTitle')} value={node.data.arTitle} onChange={(arTitle) => setData({ arTitle })} inputDir="auto" />
      {isMarker ? (
        <p className={styles.muted}>{t('inspector.markerHint', { marker: NODE_MARKERS[node.type] })}</p>
      ) : (
        <>
          <TextArea label={t('inspector.enText')} value={node.data.enText} onChange={(enText) => setData({ enText })} rows={3} />
          <TextArea label={t('inspector.arText')} value={node.data.arText} onChange={(arText) => setData({ arText })} rows={3} />
        </>
      )}
      <Checkbox isSelected={node.data.list === true} onChange={(list) => setData({ list })}>
        {t('inspector.list')}
      </Checkbox>
      <div className={styles.list}>
        <strong>{t('inspector.connections')}</strong>
        {children.length === 0 ? (
          <p className={styles.muted}>{t('inspector.noConnections')}</p>
        ) : (
          <ul className={styles.list}>
            {children.map((child) => (
              <li key={child.id} className={styles.listItem}>
                <bdi>{nodeTitle(child, language)}</bdi>
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() => onChange(disconnect(flow, node.id, child.id))}
                  aria-label={t('inspector.disconnect', { node: nodeTitle(child, language) })}
                >
                  {t('inspector.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {candidates.length > 0 && (
        <div className={styles.row}>
          <Select
            className={styles.grow}
            label={t('inspector.connectTo')}
            selectedKey={validTarget}
            onSelectionChange={(key) => setTarget(key === null ? null : String(key))}
          >
            {options}
          </Select>
          <Button
            isDisabled={!validTarget}
            onPress={() => {
              if (!validTarget) return;
              onChange(connect(flow, node.id, validTarget));
              setTarget(null);
            }}
          >
            {t('inspector.connect')}
          </Button>
        </div>
      )}
      <div className={styles.row}>
        <Button variant="secondary" isDisabled={children.length === 0} onPress={() => onChange(removeOutgoingEdges(flow, node.id))}>
          {t('inspector.removeEdges')}
        </Button>
        <Button
          variant="danger"
          onPress={() => {
            onChange(removeNode(flow, node.id));
            onDeleted();
          }}
        >
          {t('inspector.delete')}
        </Button>
      </div>
    </section>
  );
});

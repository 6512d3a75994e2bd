import { memo, useMemo } from 'react';
import { effectiveType, nodeTitle, type Flow, type FlowLanguage, type FlowNodeType } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import * as styles from './FlowCanvas.css';

export interface FlowOutlineProps {
  flow: Flow;
  language: FlowLanguage;
  selectedId: string | null;
  onSelect: (id: string) => void;
  headingLevel: 2 | 3;
  /** The list is about to render (the canvas mounts first): the heading only, marked busy. */
  pending?: boolean;
}

/**
 * The canvas as a list — every node, its type and where it leads — for screen readers and anyone
 * who prefers a list to a graph (the accessible equivalent of the canvas). Selecting here selects
 * on the canvas too.
 */
export const FlowOutline = memo(function FlowOutline({ flow, language, selectedId, onSelect, headingLevel, pending }: FlowOutlineProps) {
  const { t } = useTranslation('chatbot');
  const Heading = `h${headingLevel}` as const;
  // Every row's text, once per change of the flow's structure: a selection re-renders two rows.
  const rows = useMemo(() => {
    if (pending) return [];
    const titles = new Map(flow.nodes.map((n) => [n.id, nodeTitle(n, language)]));
    const targets = new Map<string, string[]>();
    for (const edge of flow.edges) {
      const title = titles.get(edge.target);
      if (title === undefined || !titles.has(edge.source)) continue;
      const list = targets.get(edge.source) ?? [];
      if (!list.includes(title)) list.push(title);
      targets.set(edge.source, list);
    }
    const typeNames = new Map<FlowNodeType, string>();
    const nowhere = t('outline.leadsNowhere');
    return flow.nodes.map((n): OutlineRowData => {
      const title = titles.get(n.id) ?? n.id;
      const type = effectiveType(n);
      if (!typeNames.has(type)) typeNames.set(type, t(`types.${type}`));
      const leadsTo = targets.get(n.id);
      return {
        id: n.id,
        title,
        label: t('outline.select', { node: title }),
        type: typeNames.get(type) ?? type,
        leadsTo: leadsTo ? t('outline.leadsTo', { nodes: leadsTo.join('، ') }) : nowhere,
      };
    });
  }, [flow.nodes, flow.edges, language, t, pending]);
  return (
    <section className={styles.panel} aria-label={t('outline.title')} aria-busy={pending || undefined}>
      <Heading className={styles.panelHeading}>{t('outline.title')}</Heading>
      <p className={styles.muted}>{t('outline.description')}</p>
      {pending ? null : rows.length === 0 ? (
        <p className={styles.muted}>{t('outline.empty')}</p>
      ) : (
        <ol className={`${styles.list} ${styles.scroll}`}>
          {rows.map((row) => (
            <OutlineRow key={row.id} row={row} selected={row.id === selectedId} onSelect={onSelect} />
          ))}
        </ol>
      )}
    </section>
  );
});

interface OutlineRowData {
  id: string;
  title: string;
  label: string;
  type: string;
  leadsTo: string;
}

const OutlineRow = memo(function OutlineRow({
  row,
  selected,
  onSelect,
}: {
  row: OutlineRowData;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  return (
    <li className={styles.listItem}>
      {/* A native button: the outline may hold hundreds of rows (500 in the benchmark). */}
      <button
        type="button"
        className={styles.outlineButton}
        aria-pressed={selected}
        aria-label={row.label}
        onClick={() => onSelect(row.id)}
      >
        <bdi>{row.title}</bdi>
      </button>
      <span className={styles.muted}>{row.type}</span>
      <span className={styles.muted}>{row.leadsTo}</span>
    </li>
  );
});

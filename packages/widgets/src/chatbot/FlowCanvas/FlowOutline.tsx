import { memo, useMemo } from 'react';
import { effectiveType, nodeTitle, type Flow, type FlowLanguage } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import * as styles from './FlowCanvas.css';

export interface FlowOutlineProps {
  flow: Flow;
  language: FlowLanguage;
  selectedId: string | null;
  onSelect: (id: string) => void;
  headingLevel: 2 | 3;
}

/**
 * The canvas as a list — every node, its type and where it leads — for screen readers and anyone
 * who prefers a list to a graph (the accessible equivalent of the canvas). Selecting here selects
 * on the canvas too.
 */
export const FlowOutline = memo(function FlowOutline({ flow, language, selectedId, onSelect, headingLevel }: FlowOutlineProps) {
  const { t } = useTranslation('chatbot');
  const Heading = `h${headingLevel}` as const;
  const rows = useMemo(() => {
    const titles = new Map(flow.nodes.map((n) => [n.id, nodeTitle(n, language)]));
    const targets = new Map<string, string[]>();
    for (const edge of flow.edges) {
      const title = titles.get(edge.target);
      if (title === undefined || !titles.has(edge.source)) continue;
      const list = targets.get(edge.source) ?? [];
      if (!list.includes(title)) list.push(title);
      targets.set(edge.source, list);
    }
    return flow.nodes.map((n) => ({ id: n.id, title: titles.get(n.id) ?? n.id, type: effectiveType(n), leadsTo: targets.get(n.id) ?? [] }));
  }, [flow.nodes, flow.edges, language]);
  return (
    <section className={styles.panel} aria-label={t('outline.title')}>
      <Heading className={styles.panelHeading}>{t('outline.title')}</Heading>
      <p className={styles.muted}>{t('outline.description')}</p>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('outline.empty')}</p>
      ) : (
        <ol className={`${styles.list} ${styles.scroll}`}>
          {rows.map((row) => (
            <li key={row.id} className={styles.listItem}>
              {/* A native button: the outline may hold hundreds of rows (500 in the benchmark). */}
              <button
                type="button"
                className={styles.outlineButton}
                aria-pressed={row.id === selectedId}
                aria-label={t('outline.select', { node: row.title })}
                onClick={() => onSelect(row.id)}
              >
                <bdi>{row.title}</bdi>
              </button>
              <span className={styles.muted}>{t(`types.${row.type}`)}</span>
              <span className={styles.muted}>
                {row.leadsTo.length ? t('outline.leadsTo', { nodes: row.leadsTo.join('، ') }) : t('outline.leadsNowhere')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});

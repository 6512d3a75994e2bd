import { memo } from 'react';
import { findNode, nodeTitle, type Flow, type FlowIssue, type FlowLanguage } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Button } from '@wasl/ui';
import * as styles from './FlowCanvas.css';

export interface FlowProblemsProps {
  flow: Flow;
  issues: readonly FlowIssue[];
  language: FlowLanguage;
  onFocusNode: (id: string) => void;
  headingLevel: 2 | 3;
  headingRef?: React.Ref<HTMLHeadingElement>;
  /** The list is about to render (the canvas mounts first): the heading only, marked busy. */
  pending?: boolean;
}

/** The translated message of one problem (`chatbot:problems.<key>`), language codes named. */
export function useIssueMessage() {
  const { t } = useTranslation('chatbot');
  return (issue: FlowIssue) => {
    const values: Record<string, string | number> = { ...issue.values };
    if (values.lang === 'en' || values.lang === 'ar') values.language = t(`languages.${values.lang}`);
    return t(`problems.${issue.key}`, values);
  };
}

/** Every problem of the flow (live validation, the same the server refuses a deploy with); each one focuses its node. */
export const FlowProblems = memo(function FlowProblems({
  flow,
  issues,
  language,
  onFocusNode,
  headingLevel,
  headingRef,
  pending,
}: FlowProblemsProps) {
  const { t } = useTranslation('chatbot');
  const message = useIssueMessage();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.panel} aria-label={t('problems.title')} aria-busy={pending || undefined}>
      <Heading ref={headingRef} tabIndex={-1} className={styles.panelHeading}>
        {t('problems.title')}
      </Heading>
      {pending ? null : issues.length > 0 && <p className={styles.problem}>{t('canvas.problems', { count: issues.length })}</p>}
      {pending ? null : issues.length === 0 ? (
        <p className={styles.ok}>{t('problems.none')}</p>
      ) : (
        <ul className={`${styles.list} ${styles.scroll}`}>
          {issues.map((issue, index) => {
            const node = issue.node ? findNode(flow, issue.node) : undefined;
            const title = node ? nodeTitle(node, language) : t('problems.edge');
            return (
              <li key={`${issue.key}-${issue.node ?? ''}-${index}`} className={styles.listItem}>
                {node ? (
                  <Button size="sm" variant="ghost" onPress={() => onFocusNode(node.id)} aria-label={t('problems.focus', { node: title })}>
                    <bdi>{title}</bdi>
                  </Button>
                ) : (
                  <bdi>{title}</bdi>
                )}
                <span className={styles.problem}>{message(issue)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});

import type { SurveyAnalytics as SurveyAnalyticsData, SurveyResponse } from '@wasl/api/types';
import { sentiments, type Sentiment, type SurveyLanguage } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Card, Stat, StatusPill, Table, useFormat, type TableColumn } from '@wasl/ui';
import type { StatusTone } from '@wasl/tokens';
import * as styles from './SurveyAnalytics.css';

const sentimentTone: Record<Sentiment, StatusTone> = { positive: 'success', negative: 'danger', neutral: 'neutral' };

export interface SurveyAnalyticsProps {
  /** `GET …/survey/analytics` over the chosen dates; leave out while loading. */
  data?: SurveyAnalyticsData;
  /** Which language's question and option titles to show. */
  language: SurveyLanguage;
  /** Heading level of the cards' titles. @default 2 */
  headingLevel?: 2 | 3;
}

/** One horizontal bar per row (hidden from screen readers: the table beside it says the same). */
function Bars({ rows, total }: { rows: { id: string; label: string; count: number; tone: 'series1' | Sentiment }[]; total: number }) {
  const format = useFormat();
  return (
    <ul className={styles.bars} aria-hidden="true">
      {rows.map((r) => (
        <li key={r.id} className={styles.barLine}>
          <span className={styles.barLabel} dir="auto">
            {r.label}
          </span>
          <span className={styles.track}>
            <span
              className={styles.fill({ tone: r.tone })}
              style={{ display: 'block', inlineSize: `${total > 0 ? (r.count / total) * 100 : 0}%` }}
            />
          </span>
          <span className={styles.figure}>{format.number(r.count)}</span>
        </li>
      ))}
    </ul>
  );
}

interface OptionRow {
  id: string;
  label: string;
  count: number;
  share: number;
}

/**
 * The survey's analytics (SPEC §2 "survey form with analytics and responses"): the sentiment
 * summary, then per question the count of each option as bars and as a table (the same figures
 * for screen readers and copy). Pure: every figure is the server's.
 */
export function SurveyAnalytics({ data, language, headingLevel = 2 }: SurveyAnalyticsProps) {
  const { t } = useTranslation('survey');
  const format = useFormat();
  const loading = !data;
  const total = data?.total ?? 0;
  const columns: TableColumn<OptionRow>[] = [
    { id: 'option', header: t('analytics.option'), cell: (r) => <bdi>{r.label}</bdi>, isRowHeader: true },
    { id: 'count', header: t('analytics.count'), cell: (r) => format.number(r.count), align: 'end' },
    { id: 'share', header: t('analytics.share'), cell: (r) => format.percent(r.share), align: 'end' },
  ];
  return (
    <div className={styles.root} data-survey-analytics="">
      <Card title={t('analytics.summary')} headingLevel={headingLevel}>
        <div className={styles.stats}>
          <Stat label={t('analytics.list')} value={loading ? undefined : format.number(total)} isLoading={loading} />
          {sentiments.map((s) => (
            <Stat
              key={s}
              label={t(`sentiment.${s}`)}
              value={loading ? undefined : `${format.number(data.summary[s])} (${format.percent(total > 0 ? data.summary[s] / total : 0)})`}
              isLoading={loading}
            />
          ))}
        </div>
        {data ? (
          <Bars rows={sentiments.map((s) => ({ id: s, label: t(`sentiment.${s}`), count: data.summary[s], tone: s }))} total={total} />
        ) : null}
      </Card>
      <div className={styles.questions}>
        {(data?.questions ?? []).map((q) => {
          const rows = q.options.map((o) => ({
            id: o.id,
            label: o[language],
            count: o.count,
            share: q.answered > 0 ? o.count / q.answered : 0,
          }));
          return (
            <Card key={q.id} title={q[language]} headingLevel={headingLevel} description={t('analytics.answered', { count: q.answered })}>
              <Bars rows={rows.map((r) => ({ ...r, tone: 'series1' as const }))} total={q.answered} />
              <Table aria-label={q[language]} columns={columns} rows={rows} density="compact" />
            </Card>
          );
        })}
      </div>
    </div>
  );
}

export interface SurveyResponsesTableProps {
  responses: readonly SurveyResponse[];
  /** The current form's questions (titles of the answers); an answer to a removed option says so. */
  questions: SurveyAnalyticsData['questions'];
  language: SurveyLanguage;
  isLoading?: boolean;
  /** Shown when there are no rows. */
  emptyState?: React.ReactNode;
}

/** The survey's responses as a table: customer, order, answers, comment, sentiment, when. */
export function SurveyResponsesTable({ responses, questions, language, isLoading = false, emptyState }: SurveyResponsesTableProps) {
  const { t } = useTranslation('survey');
  const format = useFormat();
  const answerText = (a: SurveyResponse['answers'][number]) => {
    const q = questions.find((x) => x.id === a.question_id);
    const o = q?.options.find((x) => x.id === a.option_id);
    return `${q ? q[language] : a.question_id}: ${o ? o[language] : t('analytics.removedOption')}`;
  };
  const columns: TableColumn<SurveyResponse>[] = [
    { id: 'customer', header: t('analytics.customer'), cell: (r) => <bdi dir="ltr">{r.contact}</bdi>, isRowHeader: true },
    { id: 'order', header: t('analytics.order'), cell: (r) => (r.order_id ? <bdi>{r.order_id}</bdi> : '—') },
    {
      id: 'answers',
      header: t('analytics.answers'),
      cell: (r) => (
        <span className={styles.comment}>
          {r.answers.map((a) => (
            <bdi key={a.question_id} style={{ display: 'block' }}>
              {answerText(a)}
            </bdi>
          ))}
        </span>
      ),
      width: '2fr',
    },
    {
      id: 'comment',
      header: t('analytics.comment'),
      cell: (r) =>
        r.comment ? (
          <span className={styles.comment} dir="auto">
            {r.comment}
          </span>
        ) : (
          <span className={styles.muted}>{t('analytics.noComment')}</span>
        ),
      width: '2fr',
    },
    {
      id: 'sentiment',
      header: t('analytics.sentiment'),
      cell: (r) => <StatusPill tone={sentimentTone[r.sentiment]} label={t(`sentiment.${r.sentiment}`)} />,
    },
    { id: 'date', header: t('analytics.date'), cell: (r) => format.dateTime(r.created_at) },
  ];
  return <Table aria-label={t('analytics.list')} columns={columns} rows={responses} isLoading={isLoading} emptyState={emptyState} />;
}

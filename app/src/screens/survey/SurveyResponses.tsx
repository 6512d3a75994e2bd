import { sentiments, type Sentiment } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Button, DateRangePicker, EmptyState, Link, Pagination, Select, SelectItem, parseDate, type CalendarDate } from '@wasl/ui';
import { SurveyAnalytics, SurveyResponsesTable } from '@wasl/widgets/survey';
import { ErrorState } from '../../shell/ErrorState';
import { surveyAnalyticsAtom, surveyFormAtom, surveyResponsesAtom, type SurveyResponsesFilter } from '../../state/survey';
import { param, useUrlQuery, type QueryParam } from '../../state/urlQuery';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';
import { PlanNotice } from './PlanNotice';
import * as styles from './survey.css';

/** `?from=2026-10-01`: a day, or null when absent or malformed. */
const day: QueryParam<string | null> = {
  parse: (raw) => {
    if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
    try {
      return parseDate(raw).toString() === raw ? raw : null;
    } catch {
      return null;
    }
  },
  format: (value) => value,
};
const questionId: QueryParam<string | null> = {
  parse: (raw) => (raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null),
  format: (value) => value,
};
const toDay = (d: CalendarDate | null) => (d ? d.toString() : null);

/**
 * /orders/analytics (SPEC §2 "survey form with analytics and responses"): the sentiment summary and
 * the answers per question over a date range, then the responses filtered by question and
 * sentiment, paged. Filters and page are in the URL (`?from=…&to=…&question=…&sentiment=…&page=…`).
 */
export function SurveyResponsesScreen() {
  const { t, i18n } = useTranslation('survey');
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const [query, setQuery] = useUrlQuery({
    page: param.page,
    question: questionId,
    sentiment: param.oneOf(sentiments),
    from: day,
    to: day,
  });
  const filter: SurveyResponsesFilter = query;
  const form = useResource(surveyFormAtom);
  const analytics = useResource(surveyAnalyticsAtom({ from: query.from, to: query.to }));
  const responses = useResource(surveyResponsesAtom(filter));
  const questions = analytics.status === 'ready' ? analytics.data.questions : [];
  const filtered = query.question !== null || query.sentiment !== null || query.from !== null || query.to !== null;
  const clear = () => setQuery({ question: null, sentiment: null, from: null, to: null, page: 1 });

  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <h1 id="page-heading" className={screens.heading}>
        {t('analytics.title')}
      </h1>
      <p className={screens.lead}>{t('analytics.intro')}</p>
      <p className={screens.muted}>
        <Link href="/orders/analytics/form">{t('form.builderLink')}</Link>
      </p>
      {form.status === 'ready' && !form.data.in_plan ? <PlanNotice /> : null}
      <div className={styles.filters} role="group" aria-label={t('analytics.filters')}>
        <DateRangePicker
          label={t('analytics.range')}
          value={query.from && query.to ? { start: parseDate(query.from), end: parseDate(query.to) } : null}
          onChange={(range) => setQuery({ from: toDay(range?.start ?? null), to: toDay(range?.end ?? null), page: 1 })}
        />
        <Select
          label={t('analytics.question')}
          value={query.question ?? 'all'}
          onChange={(key) => setQuery({ question: key === 'all' || key === null ? null : String(key), page: 1 })}
        >
          <SelectItem id="all">{t('analytics.anyQuestion')}</SelectItem>
          {questions.map((q) => (
            <SelectItem key={q.id} id={q.id}>
              {q[language]}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('analytics.sentiment')}
          value={query.sentiment ?? 'all'}
          onChange={(key) => setQuery({ sentiment: key === 'all' || key === null ? null : (key as Sentiment), page: 1 })}
        >
          <SelectItem id="all">{t('analytics.anySentiment')}</SelectItem>
          {sentiments.map((s) => (
            <SelectItem key={s} id={s}>
              {t(`sentiment.${s}`)}
            </SelectItem>
          ))}
        </Select>
        {filtered ? (
          <Button variant="ghost" onPress={clear}>
            {t('analytics.clear')}
          </Button>
        ) : null}
      </div>
      {analytics.status === 'error' ? (
        <ErrorState messageKey={analytics.messageKey} onRetry={analytics.retry} />
      ) : (
        <SurveyAnalytics data={analytics.status === 'ready' ? analytics.data : undefined} language={language} />
      )}
      <h2 className={screens.sectionTitle}>{t('analytics.list')}</h2>
      {responses.status === 'error' ? (
        <ErrorState messageKey={responses.messageKey} onRetry={responses.retry} />
      ) : (
        <>
          <SurveyResponsesTable
            responses={responses.status === 'ready' ? responses.data.responses : []}
            questions={questions}
            language={language}
            isLoading={responses.status === 'loading'}
            emptyState={
              filtered ? (
                <EmptyState
                  title={t('analytics.empty')}
                  action={
                    <Button variant="secondary" onPress={clear}>
                      {t('analytics.clear')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState title={t('analytics.noResponses')} />
              )
            }
          />
          {responses.status === 'ready' && responses.data.total_pages > 1 ? (
            <div className={styles.footer}>
              <Pagination
                aria-label={t('analytics.list')}
                page={query.page}
                totalPages={responses.data.total_pages}
                onPageChange={(page) => setQuery({ page })}
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

import { useMemo } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Link } from '@wasl/ui';
import { SurveyBuilder } from '@wasl/widgets/survey';
import { ErrorState } from '../../shell/ErrorState';
import { useMutation } from '../../state/mutation';
import { saveSurveyAtom, surveyFormAtom } from '../../state/survey';
import { useResource } from '../../state/useResource';
import { FormAlert } from '../FormAlert';
import * as screens from '../screens.css';
import { PlanNotice } from './PlanNotice';

/**
 * /orders/analytics/form (SPEC §2, §3 survey form): switch the survey sent on delivery on or off and
 * edit its questions and options in both languages, with the WhatsApp preview (the builder widget).
 * Without the survey in the package: the notice and the upgrade link; the questions can still be
 * prepared, the switch stays off.
 */
export function SurveyFormScreen() {
  const { t } = useTranslation('survey');
  const form = useResource(surveyFormAtom);
  const save = useMutation(saveSurveyAtom, { success: 'survey:form.saved' });
  const data = form.status === 'ready' ? form.data : undefined;
  // One object per answer: a new one reloads the builder (after a save), a re-render does not.
  const saved = useMemo(() => (data ? { enabled: data.enabled, questions: data.questions } : undefined), [data]);
  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <h1 id="page-heading" className={screens.heading}>
        {t('form.title')}
      </h1>
      <p className={screens.lead}>{t('form.intro')}</p>
      <p className={screens.muted}>
        <Link href="/orders/analytics">{t('form.responsesLink')}</Link>
      </p>
      {form.status === 'ready' && !form.data.in_plan ? <PlanNotice /> : null}
      <FormAlert messageKey={save.errorKey} />
      {form.status === 'error' ? (
        <ErrorState messageKey={form.messageKey} onRetry={form.retry} />
      ) : data && saved ? (
        <SurveyBuilder
          form={saved}
          customerTexts={data.customer_texts}
          canEnable={data.in_plan}
          isSaving={save.pending}
          onSave={(body) => void save.run(body)}
        />
      ) : null}
    </section>
  );
}

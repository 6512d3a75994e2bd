import { useEffect, useReducer, useRef, useState } from 'react';
import type { OrderTemplates as Templates } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import {
  initialTemplateEditor,
  isDirty,
  OrderTemplateEditor,
  templateEditorReducer,
  type TemplateEditorEvent,
} from '@wasl/widgets/templates';
import { PageSkeleton } from '../../shell/PageSkeleton';
import { ErrorState } from '../../shell/ErrorState';
import { contactOnboardingAtom, orderTemplatesAtom, updateOrderTemplateAtom } from '../../state/contacts';
import { useMutation } from '../../state/mutation';
import { useResource } from '../../state/useResource';
import { toast } from '../../state/toast';
import * as screens from '../screens.css';

/** /orders/template (SPEC §2 Templates): the order init, commit and push messages, previewed in both languages and sent to review. */
export function OrderTemplates() {
  const { t } = useTranslation('contacts');
  const templates = useResource(orderTemplatesAtom);
  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div>
        <h1 id="page-heading" className={screens.heading}>
          {t('templates.title')}
        </h1>
        <p className={screens.lead}>{t('templates.lead')}</p>
      </div>
      {templates.status === 'loading' ? <PageSkeleton kind="form" /> : null}
      {templates.status === 'error' ? <ErrorState messageKey={templates.messageKey} onRetry={templates.retry} /> : null}
      {templates.status === 'ready' ? <Editor templates={templates.data} /> : null}
    </section>
  );
}

function Editor({ templates }: { templates: Templates }) {
  const { t } = useTranslation('contacts');
  const [state, dispatch] = useReducer(templateEditorReducer, templates, (first) => initialTemplateEditor(first));
  const [previous, setPrevious] = useState(templates);
  // In the sandbox the review is a timer (routes/orders/templates.ts); with Meta's Cloud API its
  // template webhook decides (webhooks/templates.ts), and nothing says "sandbox".
  const onboarding = useResource(contactOnboardingAtom);
  const sandbox = onboarding.status !== 'ready' || onboarding.data.mode === 'sandbox';
  const submit = useMutation(updateOrderTemplateAtom, {
    success: 'contacts:templates.submitted',
    onSuccess: (template) => dispatch({ type: 'submitted', template }),
  });

  // A new answer (after a submit, or the sandbox review) updates the drafts nobody touched.
  if (previous !== templates) {
    setPrevious(templates);
    dispatch({ type: 'loaded', previous, templates });
  }

  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !submit.pending && state.submitting) {
      dispatch({ type: 'submitFailed', reason: submit.errorKey ?? 'errors:somethingWentWrong' });
    }
    wasPending.current = submit.pending;
  }, [submit.pending, submit.errorKey, state.submitting]);

  const send = (event: TemplateEditorEvent) => {
    if (event.type === 'submit') {
      if (!isDirty(state, templates) && templates[state.kind].status !== 'rejected') {
        toast('info', t('templates.unchanged'));
        return;
      }
      const next = templateEditorReducer(state, event);
      dispatch(event);
      if (next.submitting) {
        const draft = next.drafts[next.kind];
        void submit.run(next.kind, { en: draft.en.trim(), ar: draft.ar.trim() });
      }
      return;
    }
    dispatch(event);
  };

  return <OrderTemplateEditor templates={templates} state={state} onEvent={send} sandbox={sandbox} />;
}

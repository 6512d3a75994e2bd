import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Button } from '@wasl/ui';
import {
  ContactNumbers,
  guardsUnload,
  initialOnboarding,
  isOnboarding,
  NumberOnboarding,
  onboardingReducer,
  type OnboardingEvent,
} from '@wasl/widgets/contacts';
import { ErrorState } from '../../shell/ErrorState';
import { addContactAtom, contactOnboardingAtom, contactsAtom, removeContactAtom } from '../../state/contacts';
import { useMutation } from '../../state/mutation';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';
import * as styles from './contacts.css';

/** How often the numbers are read again while one is being onboarded (each read runs the steps due on the server). */
const POLL_MS = 1500;

/**
 * /contacts (SPEC §2 Contacts): the business numbers, adding one through the onboarding (the
 * requirements first, then the server's steps as they finish) and removing one after a confirmation.
 */
export function Contacts() {
  const { t } = useTranslation('contacts');
  const numbers = useResource(contactsAtom);
  const info = useResource(contactOnboardingAtom);
  const [flow, dispatch] = useReducer(onboardingReducer, initialOnboarding);
  const add = useMutation(addContactAtom, {
    success: 'errors:success.onboardingRecorded',
    onSuccess: (number) => dispatch({ type: 'submitted', number }),
  });
  const remove = useMutation(removeContactAtom, { success: 'errors:success.contactRemoved', failureToast: true });

  // A refused or unanswered submit returns the form with the reason.
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !add.pending && flow.phase === 'details' && flow.submitting) {
      dispatch({ type: 'submitFailed', reason: add.errorKey ?? 'errors:somethingWentWrong' });
    }
    wasPending.current = add.pending;
  }, [add.pending, add.errorKey, flow]);

  // The followed number's progress comes from each new answer.
  const list = numbers.status === 'ready' ? numbers.data : undefined;
  useEffect(() => {
    if (list) dispatch({ type: 'numbers', numbers: list });
  }, [list]);

  // Poll while any number is being onboarded (ours or one added in another tab).
  const retry = numbers.retry;
  const polling = isOnboarding(list) && !(numbers.status === 'ready' && numbers.isRefreshing);
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(retry, POLL_MS);
    return () => clearTimeout(timer);
  }, [polling, list, retry]);

  // SPEC §2: "do not close or refresh this tab" — the browser asks before leaving while it runs.
  const guard = guardsUnload(flow);
  useEffect(() => {
    if (!guard) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guard]);

  const send = (event: OnboardingEvent) => {
    if (event.type === 'submit' && flow.phase === 'details') {
      const next = onboardingReducer(flow, event);
      dispatch(event);
      if (next.phase === 'details' && next.submitting) {
        add.clearError();
        void add.run({ phone: next.phone.trim(), business_category: next.category.trim() });
      }
      return;
    }
    dispatch(event);
  };

  const canAdd = flow.phase === 'idle';
  const addButton = (
    <Button onPress={() => send({ type: 'open' })} isDisabled={!canAdd}>
      {t('numbers.add')}
    </Button>
  );

  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div className={styles.header}>
        <div className={styles.titles}>
          <h1 id="page-heading" className={screens.heading}>
            {t('numbers.title')}
          </h1>
          <p className={screens.lead}>{t('numbers.lead')}</p>
        </div>
        {addButton}
      </div>
      <NumberOnboarding state={flow} onEvent={send} mode={info.status === 'ready' ? info.data.mode : 'sandbox'} />
      <ContactNumbers
        numbers={list}
        error={numbers.status === 'error' ? <ErrorState messageKey={numbers.messageKey} onRetry={numbers.retry} /> : undefined}
        onRemove={async (number) => {
          await remove.run(number.id);
        }}
        removingId={remove.pendingArgs?.[0]}
        emptyAction={canAdd ? addButton : undefined}
      />
    </section>
  );
}

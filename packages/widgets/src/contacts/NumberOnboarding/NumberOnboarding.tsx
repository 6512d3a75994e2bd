import { onboardingSteps } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator, useServerMessage } from '@wasl/i18n/typed';
import { Badge, Button, Checkbox, ProgressBar, TextField } from '@wasl/ui';
import { onboardingStepStates, type OnboardingEvent, type OnboardingState } from '../onboardingModel';
import * as styles from './NumberOnboarding.css';

export interface NumberOnboardingProps {
  /** Where the flow is (onboardingModel); nothing is drawn while idle. */
  state: OnboardingState;
  /** Every action of the merchant, as a model event; the screen runs the calls (submit) around it. */
  onEvent: (event: OnboardingEvent) => void;
  /** Which onboarding the server runs, shown before starting (the sandbox says so). */
  mode: 'sandbox' | 'cloud';
}

const requirementKeys = ['notOnWhatsApp', 'receivesCode', 'category'] as const;

/**
 * Adding a business number (SPEC §2 Contacts): the requirements before anything starts, then the
 * number and its business category, then the "do not close or refresh this tab" warning with the
 * steps the server reports done (not a timer), and the result. A panel of the page, not a dialog:
 * the merchant may read the list beside it while it runs.
 */
export function NumberOnboarding({ state, onEvent, mode }: NumberOnboardingProps) {
  const { t } = useTranslation('contacts');
  const tKey = useKeyTranslator();
  const reasonText = useServerMessage();
  if (state.phase === 'idle') return null;
  const modeNote = (
    <p className={styles.note}>
      {mode === 'sandbox' ? <Badge tone="info">{t('numbers.modes.sandbox')}</Badge> : null} {t(`onboarding.${mode}Note`)}
    </p>
  );

  return (
    <section className={styles.panel} aria-labelledby="number-onboarding-title">
      <h2 id="number-onboarding-title" className={styles.title}>
        {t('onboarding.title')}
      </h2>

      {state.phase === 'requirements' ? (
        <>
          <p className={styles.text}>{t('onboarding.requirementsLead')}</p>
          <ul className={styles.requirements}>
            {requirementKeys.map((key) => (
              <li key={key}>{t(`onboarding.requirements.${key}`)}</li>
            ))}
          </ul>
          {modeNote}
          <Checkbox isSelected={state.acknowledged} onChange={(value) => onEvent({ type: 'acknowledge', value })}>
            {t('onboarding.acknowledge')}
          </Checkbox>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => onEvent({ type: 'close' })}>
              {t('onboarding.cancel')}
            </Button>
            <Button isDisabled={!state.acknowledged} onPress={() => onEvent({ type: 'start' })}>
              {t('onboarding.start')}
            </Button>
          </div>
        </>
      ) : null}

      {state.phase === 'details' ? (
        <form
          className={styles.form}
          noValidate
          aria-labelledby="number-onboarding-title"
          onSubmit={(event) => {
            event.preventDefault();
            onEvent({ type: 'submit' });
          }}
        >
          <div role="alert">{state.failure ? <p className={styles.alert}>{tKey(state.failure)}</p> : null}</div>
          <TextField
            label={t('onboarding.phone')}
            description={t('onboarding.phoneHelp')}
            name="phone"
            type="tel"
            inputDir="ltr"
            autoComplete="tel"
            isRequired
            value={state.phone}
            onChange={(phone) => onEvent({ type: 'edit', phone })}
            isInvalid={Boolean(state.errors.phone)}
            errorMessage={state.errors.phone ? tKey(state.errors.phone) : undefined}
            isReadOnly={state.submitting}
          />
          <TextField
            label={t('onboarding.category')}
            description={t('onboarding.categoryHelp')}
            name="business_category"
            isRequired
            value={state.category}
            onChange={(category) => onEvent({ type: 'edit', category })}
            isInvalid={Boolean(state.errors.category)}
            errorMessage={state.errors.category ? tKey(state.errors.category) : undefined}
            isReadOnly={state.submitting}
          />
          <div className={styles.actions}>
            <Button variant="secondary" isDisabled={state.submitting} onPress={() => onEvent({ type: 'close' })}>
              {t('onboarding.cancel')}
            </Button>
            <Button type="submit" isPending={state.submitting}>
              {t('onboarding.submit')}
            </Button>
          </div>
        </form>
      ) : null}

      {state.phase === 'progress' || state.phase === 'failed' || state.phase === 'approved' ? (
        <>
          {state.phase === 'progress' ? (
            <div className={styles.warning} role="note">
              <p className={styles.warningTitle}>{t('onboarding.warningTitle')}</p>
              <p className={styles.text}>{t('onboarding.warning')}</p>
            </div>
          ) : null}
          {state.number.onboarding.mode === 'sandbox' ? (
            <p className={styles.note}>
              <Badge tone="info">{t('numbers.modes.sandbox')}</Badge> {t('onboarding.sandboxNote')}
            </p>
          ) : null}
          <ProgressBar
            label={t('onboarding.progressLabel')}
            value={state.phase === 'approved' ? onboardingSteps.length : state.number.onboarding.done}
            maxValue={onboardingSteps.length}
            valueLabel={t('onboarding.progress', {
              done: state.phase === 'approved' ? onboardingSteps.length : state.number.onboarding.done,
              total: onboardingSteps.length,
            })}
            tone={state.phase === 'failed' ? 'danger' : state.phase === 'approved' ? 'success' : 'accent'}
          />
          <ol className={styles.steps} aria-label={t('onboarding.progressLabel')}>
            {onboardingStepStates(state.number).map(({ step, state: stepState }) => (
              <li key={step} className={styles.step} data-state={stepState} aria-current={stepState === 'active' ? 'step' : undefined}>
                <span className={styles.dot} aria-hidden="true" data-state={stepState} />
                <span className={styles.stepLabel}>{t(`onboarding.steps.${step}`)}</span>
                <span className={styles.stepState}>{t(`onboarding.stepStates.${stepState}`)}</span>
              </li>
            ))}
          </ol>
          <div role="status" className={styles.result}>
            {state.phase === 'approved' ? (
              <>
                <p className={styles.resultTitle}>{t('onboarding.approvedTitle')}</p>
                <p className={styles.text}>{t('onboarding.approved', { phone: '\u2068' + state.number.phone + '\u2069' })}</p>
              </>
            ) : state.phase === 'failed' ? (
              <>
                <p className={styles.resultTitle}>{t('onboarding.failedTitle')}</p>
                <p className={styles.alert}>{reasonText(state.reason)}</p>
              </>
            ) : null}
          </div>
          {state.phase !== 'progress' ? (
            <div className={styles.actions}>
              <Button onPress={() => onEvent({ type: 'close' })}>
                {state.phase === 'approved' ? t('onboarding.done') : t('onboarding.close')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

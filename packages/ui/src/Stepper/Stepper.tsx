import { Check } from 'lucide-react';
import { Button, useLocale, VisuallyHidden } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { Icon } from '../Icon';
import * as styles from './Stepper.css';

export interface StepperStep {
  id: string;
  /** Translated step name. */
  label: string;
  description?: string;
}

export const stepStatuses = ['completed', 'current', 'upcoming'] as const;
export type StepStatus = (typeof stepStatuses)[number];

export interface StepperProps {
  steps: StepperStep[];
  /** The current step, starting at 1 (the campaign page's `step` query, default 1). */
  currentStep: number;
  /** Names the list for screen readers, e.g. "New campaign steps". */
  'aria-label': string;
  /** Makes completed steps buttons that go back to that step (1-based). */
  onStepPress?: (step: number) => void;
  className?: string;
}

/**
 * Progress through a fixed sequence: the 3-step campaign wizard. Each step is completed, current
 * (`aria-current="step"`) or upcoming, and says so to screen readers. Completed steps can be
 * buttons that go back. Not for navigation between unrelated pages (use Tabs).
 */
export function Stepper({ steps, currentStep, 'aria-label': label, onStepPress, className }: StepperProps) {
  const { t } = useTranslation('navigation');
  const { locale } = useLocale();
  const format = new Intl.NumberFormat(locale).format;
  const current = Math.min(Math.max(1, currentStep), Math.max(1, steps.length));

  return (
    <ol aria-label={label} className={[styles.list, className].filter(Boolean).join(' ')}>
      {steps.map((step, index) => {
        const number = index + 1;
        const status: StepStatus = number < current ? 'completed' : number === current ? 'current' : 'upcoming';
        const content = (
          <>
            <span className={styles.marker} aria-hidden="true">
              {status === 'completed' ? <Icon icon={Check} size={16} /> : format(number)}
            </span>
            <span className={styles.text}>
              <span className={styles.label}>
                <VisuallyHidden>{t('stepper.stepOf', { step: format(number), total: format(steps.length) })} </VisuallyHidden>
                {step.label}
                <VisuallyHidden>{`, ${t(`stepper.status.${status}`)}`}</VisuallyHidden>
              </span>
              {step.description ? <span className={styles.description}>{step.description}</span> : null}
            </span>
          </>
        );
        return (
          <li key={step.id} className={styles.step} data-status={status} aria-current={status === 'current' ? 'step' : undefined}>
            {status === 'completed' && onStepPress ? (
              <Button className={styles.stepButton} onPress={() => onStepPress(number)}>
                {content}
              </Button>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ol>
  );
}

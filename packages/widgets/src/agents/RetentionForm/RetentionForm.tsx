import { useKeyTranslator } from '@wasl/i18n/typed';
import { useState } from 'react';
import { RETENTION_DAYS } from '@wasl/api/models';
import { validateRetentionDays } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import { Button, NumberField, Radio, RadioGroup } from '@wasl/ui';
import * as styles from './RetentionForm.css';

export interface RetentionFormProps {
  /** Days conversations are kept after their last activity, or null to keep them forever, as saved. */
  retentionDays: number | null;
  /** Saving. @default false */
  isSaving?: boolean;
  /** Save the period (days, or null to keep forever). */
  onSave: (days: number | null) => void;
}

type Mode = 'forever' | 'after';

/** The period the field starts with when the merchant switches from "forever". */
const DEFAULT_DAYS = 365;

/**
 * Conversation retention (issue 23, PDPL): keep conversations forever (the default) or delete them a
 * number of days (30 to 3650) after their last activity. The rule and its message come from the
 * shared validator the server's schema uses; a daily job applies the period. Orders and invoices
 * are not affected (legal retention).
 */
export function RetentionForm({ retentionDays, isSaving = false, onSave }: RetentionFormProps) {
  const { t } = useTranslation('agentSettings');
  const tAll = useKeyTranslator();
  const [mode, setMode] = useState<Mode>(retentionDays === null ? 'forever' : 'after');
  const [days, setDays] = useState<number>(retentionDays ?? DEFAULT_DAYS);
  const [base, setBase] = useState(retentionDays);
  if (base !== retentionDays) {
    setBase(retentionDays);
    setMode(retentionDays === null ? 'forever' : 'after');
    setDays(retentionDays ?? DEFAULT_DAYS);
  }
  const [submitted, setSubmitted] = useState(false);
  const next = mode === 'forever' ? null : days;
  const error = mode === 'after' ? (Number.isNaN(days) ? 'validation:retentionDays' : validateRetentionDays(days)) : null;
  const dirty = next !== retentionDays;
  return (
    <form
      className={styles.form}
      aria-label={t('retention.label')}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!error && dirty) onSave(next);
      }}
    >
      <RadioGroup label={t('retention.label')} description={t('retention.hint')} value={mode} onChange={(value) => setMode(value as Mode)}>
        <Radio value="forever">{t('retention.forever')}</Radio>
        <Radio value="after">{t('retention.after')}</Radio>
        {mode === 'after' ? (
          <div className={styles.days}>
            <NumberField
              label={t('retention.days')}
              description={t('retention.daysHint', { min: RETENTION_DAYS.min, max: RETENTION_DAYS.max })}
              value={Number.isNaN(days) ? undefined : days}
              // No minValue/maxValue: the field would silently clamp 10 to 30; the shared validator says why instead.
              step={1}
              onChange={setDays}
              isInvalid={submitted && error !== null}
              errorMessage={submitted && error ? tAll(error) : undefined}
            />
          </div>
        ) : null}
      </RadioGroup>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" isDisabled={!dirty} isPending={isSaving}>
          {t('retention.save')}
        </Button>
      </div>
    </form>
  );
}

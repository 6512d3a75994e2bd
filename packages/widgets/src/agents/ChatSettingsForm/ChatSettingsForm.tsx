import { useEffect, useReducer, useState } from 'react';
import { CHAT_END_HOURS, isChatEndHours } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Button, NumberField, Radio, RadioGroup, Switch } from '@wasl/ui';
import { isSwitchPending, shownValue, switchReducer, switchState } from '../optimisticSwitch';
import * as styles from './ChatSettingsForm.css';

export interface ChatSettingsFormProps {
  /** Show customers' numbers to agents (SPEC §3 Show_Number), as saved. */
  showNumber: boolean;
  /** Hours without a message before a chat ends, or null for never, as saved. */
  chatEndHours: number | null;
  /** Saving the chat end. @default false */
  isSaving?: boolean;
  /** Flip Show_Number at once: resolves to the saved value, or undefined when it failed (rollback). */
  onShowNumberChange: (wished: boolean) => Promise<boolean | undefined>;
  /** Save the chat end (hours, or null for never). */
  onSaveChatEnd: (hours: number | null) => void;
}

type Mode = 'after' | 'never';

/**
 * How conversations behave for agents: whether they see customers' numbers (a switch that takes
 * effect at once, the saved answer is the truth) and when a quiet chat ends — after a number of
 * hours (0.5 to 74, half hours) or never (SPEC §9), saved with the form.
 */
export function ChatSettingsForm({ showNumber, chatEndHours, isSaving = false, onShowNumberChange, onSaveChatEnd }: ChatSettingsFormProps) {
  const { t } = useTranslation('agentSettings');
  const [number, dispatch] = useReducer(switchReducer, showNumber, switchState);
  useEffect(() => dispatch({ type: 'sync', status: showNumber }), [showNumber]);
  const [mode, setMode] = useState<Mode>(chatEndHours === null ? 'never' : 'after');
  const [hours, setHours] = useState<number>(chatEndHours ?? 24);
  const [base, setBase] = useState(chatEndHours);
  if (base !== chatEndHours) {
    setBase(chatEndHours);
    setMode(chatEndHours === null ? 'never' : 'after');
    setHours(chatEndHours ?? 24);
  }
  const [submitted, setSubmitted] = useState(false);
  const invalid = mode === 'after' && !isChatEndHours(hours);
  const next = mode === 'never' ? null : hours;
  const dirty = next !== chatEndHours;
  return (
    <div className={styles.form}>
      <Switch
        isSelected={shownValue(number)}
        isReadOnly={isSwitchPending(number)}
        description={t('settings.showNumberHint')}
        onChange={(wished) => {
          if (isSwitchPending(number)) return;
          dispatch({ type: 'press', value: wished });
          void onShowNumberChange(wished).then(
            (status) => dispatch(status === undefined ? { type: 'fail' } : { type: 'answer', status }),
            () => dispatch({ type: 'fail' }),
          );
        }}
      >
        {t('settings.showNumber')}
      </Switch>
      <form
        className={styles.form}
        aria-label={t('settings.chatEnd')}
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (!invalid && dirty) onSaveChatEnd(next);
        }}
      >
        <RadioGroup label={t('settings.chatEnd')} value={mode} onChange={(value) => setMode(value as Mode)}>
          <Radio value="after">{t('settings.chatEndAfter')}</Radio>
          {mode === 'after' ? (
            <div className={styles.hours}>
              <NumberField
                label={t('settings.chatEndHours')}
                description={t('settings.chatEndHoursHint')}
                value={Number.isNaN(hours) ? undefined : hours}
                minValue={CHAT_END_HOURS.min}
                maxValue={CHAT_END_HOURS.max}
                step={CHAT_END_HOURS.step}
                onChange={setHours}
                isInvalid={submitted && invalid}
                errorMessage={submitted && invalid ? t('settings.chatEndInvalid') : undefined}
              />
            </div>
          ) : null}
          <Radio value="never">{t('settings.chatEndNever')}</Radio>
        </RadioGroup>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" isDisabled={!dirty} isPending={isSaving}>
            {t('settings.saveChat')}
          </Button>
        </div>
      </form>
    </div>
  );
}

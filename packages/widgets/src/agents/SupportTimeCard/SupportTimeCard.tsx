import { useEffect, useMemo, useReducer, useState } from 'react';
import type { SupportSettings, SupportTime } from '@wasl/api/types';
import { intlLocale, useTranslation } from '@wasl/i18n';
import { Button, ComboBox, ComboBoxItem, Switch, TimeField, formatTimeString, parseTimeString, useFormatPreferences } from '@wasl/ui';
import { vars } from '@wasl/tokens';
import { isSwitchPending, shownValue, switchReducer, switchState } from '../optimisticSwitch';
import { paletteSeriesOf } from '../sectionDraft';
import { matchesTimeZone, timeZoneOptions, type TimeZoneOption } from '../timeZones';
import * as styles from './SupportTimeCard.css';

export const supportSwitches = ['support', 'botflow'] as const;
export type SupportSwitch = (typeof supportSwitches)[number];

export interface SupportTimeCardProps {
  /** The default's (`id` null) or a section's support time and switches (GET /section/agent/settings). */
  settings: SupportSettings;
  /** The card's heading (the section's name, or the default's). */
  title: string;
  /** A line under the heading. */
  description?: string;
  /** Saving the hours. @default false */
  isSaving?: boolean;
  onSave: (time: SupportTime) => void;
  /**
   * Flip a switch: resolves to the server's new `Status` (the truth, SPEC §4), or to undefined when
   * the call failed (the switch rolls back; the caller reports why).
   */
  onToggle: (which: SupportSwitch, wished: boolean) => Promise<boolean | undefined>;
  /** The moment the zones' offsets are read at (summer time). @default now */
  now?: Date;
}

/**
 * One section's (or the default's) support time: start and end (24-hour; the same time = all day),
 * the IANA time zone searched by city, id, local name or offset, and the human-support and
 * chatbot-flow switches — optimistic while the call runs, then the answer's `Status`, rolled back
 * on a failure.
 */
export function SupportTimeCard({ settings, title, description, isSaving = false, onSave, onToggle, now }: SupportTimeCardProps) {
  const { t } = useTranslation('agentSettings');
  const prefs = useFormatPreferences();
  const [draft, setDraft] = useState<SupportTime>(settings.Support_Time);
  const saved = settings.Support_Time;
  // A fresh read (after a save or a reload) replaces the draft when nothing is being edited.
  const [base, setBase] = useState(saved);
  if (base.Start !== saved.Start || base.End !== saved.End || base.Time_Zone !== saved.Time_Zone) {
    setBase(saved);
    setDraft(saved);
  }
  const dirty = draft.Start !== saved.Start || draft.End !== saved.End || draft.Time_Zone !== saved.Time_Zone;
  const locale = intlLocale(prefs.locale, { arabicDigits: prefs.arabicDigits });
  const at = now ?? new Date();
  const day = at.toISOString().slice(0, 10);
  const zones = useMemo(() => timeZoneOptions(locale, new Date(`${day}T12:00:00Z`), [saved.Time_Zone]), [locale, day, saved.Time_Zone]);
  const series = settings.color ? paletteSeriesOf(settings.color) : null;
  const cardId = `support-${settings.id ?? 'default'}`;
  return (
    <section className={styles.card} aria-labelledby={`${cardId}-title`} data-testid={cardId}>
      <div className={styles.header}>
        <h3 id={`${cardId}-title`} className={styles.title}>
          {settings.color ? (
            <span className={styles.dot} style={{ background: series ? vars.color.chart[series] : settings.color }} aria-hidden="true" />
          ) : null}
          <bdi>{title}</bdi>
        </h3>
        {description ? <p className={styles.hint}>{description}</p> : null}
      </div>
      <form
        className={styles.header}
        aria-label={t('settings.cardLabel', { name: title })}
        onSubmit={(event) => {
          event.preventDefault();
          if (dirty) onSave(draft);
        }}
      >
        <div className={styles.fields}>
          <TimeField
            label={t('settings.start')}
            value={parseTimeString(draft.Start)}
            hourCycle={24}
            onChange={(time) => time && setDraft((d) => ({ ...d, Start: formatTimeString(time) }))}
          />
          <TimeField
            label={t('settings.end')}
            value={parseTimeString(draft.End)}
            hourCycle={24}
            onChange={(time) => time && setDraft((d) => ({ ...d, End: formatTimeString(time) }))}
          />
          <TimeZonePicker zones={zones} value={draft.Time_Zone} onChange={(zone) => setDraft((d) => ({ ...d, Time_Zone: zone }))} />
        </div>
        <div className={styles.actions}>
          <p className={styles.hint}>{draft.Start === draft.End ? t('settings.allDay') : null}</p>
          <Button type="submit" variant="secondary" isDisabled={!dirty} isPending={isSaving}>
            {t('settings.save')}
          </Button>
        </div>
      </form>
      <div className={styles.switches}>
        <SupportSwitchControl which="support" confirmed={settings.Support} onToggle={onToggle} />
        <SupportSwitchControl which="botflow" confirmed={settings.Botflow} onToggle={onToggle} />
      </div>
    </section>
  );
}

function TimeZonePicker({ zones, value, onChange }: { zones: readonly TimeZoneOption[]; value: string; onChange: (zone: string) => void }) {
  const { t } = useTranslation('agentSettings');
  return (
    <div className={styles.zone}>
      <ComboBox
        label={t('settings.timeZone')}
        placeholder={t('settings.timeZonePlaceholder')}
        defaultItems={zones}
        selectedKey={value}
        defaultFilter={matchesTimeZone}
        onSelectionChange={(key) => (key === null ? undefined : onChange(String(key)))}
      >
        {(zone) => (
          <ComboBoxItem id={zone.id} textValue={zone.label}>
            <bdi>{zone.label}</bdi>
          </ComboBoxItem>
        )}
      </ComboBox>
    </div>
  );
}

function SupportSwitchControl({
  which,
  confirmed,
  onToggle,
}: {
  which: SupportSwitch;
  confirmed: boolean;
  onToggle: SupportTimeCardProps['onToggle'];
}) {
  const { t } = useTranslation('agentSettings');
  const [state, dispatch] = useReducer(switchReducer, confirmed, switchState);
  useEffect(() => dispatch({ type: 'sync', status: confirmed }), [confirmed]);
  return (
    <Switch
      isSelected={shownValue(state)}
      isReadOnly={isSwitchPending(state)}
      description={t(`settings.${which}Hint`)}
      onChange={(wished) => {
        if (isSwitchPending(state)) return;
        dispatch({ type: 'press', value: wished });
        void onToggle(which, wished).then(
          (status) => dispatch(status === undefined ? { type: 'fail' } : { type: 'answer', status }),
          () => dispatch({ type: 'fail' }),
        );
      }}
    >
      {t(`settings.${which}`)}
    </Switch>
  );
}

import { parseDate, type CalendarDate } from '@internationalized/date';
import { useEffect, useReducer, useRef, useState } from 'react';
import { CAMPAIGN_LIMITS, rejectedRowsCsv, type CsvAudienceResult } from '@wasl/api/models';
import type { CampaignBody, CampaignStatus } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import {
  AlertDialog,
  Button,
  Checkbox,
  DatePicker,
  FileDropZone,
  NumberField,
  ProgressBar,
  Radio,
  RadioGroup,
  Stepper,
  TextArea,
  TextField,
  useFormat,
} from '@wasl/ui';
import { parseCsvAudienceInWorker, type ParseCsvOptions } from '../csvAudience';
import { MessagePreview } from './MessagePreview';
import { PreflightPanel } from './PreflightPanel';
import {
  firstInvalidStep,
  initWizard,
  isLocked,
  preflight,
  toCampaignBody,
  visibleErrors,
  wizardReducer,
  type CampaignDraft,
  type DraftField,
  type WizardStep,
} from './wizardModel';
import * as facts from '../../Facts/Facts.css';
import * as styles from './CampaignWizard.css';

export interface CampaignWizardProps {
  /** The draft to start from (`emptyDraft(today)` or `draftOf(campaign)`); read on mount. */
  initialDraft: CampaignDraft;
  /** The campaign's status; anything but `pending` locks every input and shows step 3. @default 'pending' */
  status?: CampaignStatus;
  /** The current step (the screen keeps it in the `step` query). */
  step: WizardStep;
  /** The wizard moved to another step (after its own checks). */
  onStepChange: (step: WizardStep) => void;
  /** The merchant's customers (the "my customers" audience). */
  customerCount: number;
  /** The coin balance. */
  coins: number;
  /** Business-initiated conversations a day the number's WhatsApp tier allows; null when unknown. */
  messagingTier: number | null;
  /** Recipients the server counted for the saved draft (customers ∪ CSV); null for a new or changed draft. */
  savedRecipients?: number | null;
  /** Numbers that replied STOP; CSV rows with them are skipped as opted out. */
  optedOut?: string[];
  /** Parses a CSV file; defaults to the Web Worker parser. */
  parseCsv?: (file: File, options: ParseCsvOptions) => Promise<CsvAudienceResult>;
  /** Saves the draft (complete steps only). */
  onSave: (body: CampaignBody) => void;
  /** Sends for approval after the merchant confirms (the screen saves the draft first). */
  onSubmit: (body: CampaignBody) => void;
  /** Opens the buy-coins flow when the balance is short. */
  onBuyCoins?: () => void;
  isSaving?: boolean;
  isSubmitting?: boolean;
  /** A translated error from the last save or submit. */
  error?: string;
}

const REJECTED_SHOWN = 50;

function toCalendarDate(value: string): CalendarDate | null {
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * The three-step campaign wizard (SPEC §4): content with a live WhatsApp preview, audience (the
 * merchant's customers and/or a CSV parsed off the main thread, with a progress bar and the skipped
 * rows), schedule and cost with the pre-flight panel, then send for approval after a confirmation.
 * The rules live in `wizardModel.ts`; this view only renders them and reports out.
 */
export function CampaignWizard({
  initialDraft,
  status = 'pending',
  step,
  onStepChange,
  customerCount,
  coins,
  messagingTier,
  savedRecipients = null,
  optedOut,
  parseCsv = parseCsvAudienceInWorker,
  onSave,
  onSubmit,
  onBuyCoins,
  isSaving = false,
  isSubmitting = false,
  error,
}: CampaignWizardProps) {
  const { t } = useTranslation('campaigns');
  const tKey = useKeyTranslator();
  const format = useFormat();
  const [state, dispatch] = useReducer(wizardReducer, { draft: initialDraft, status, step }, initWizard);
  const locked = isLocked(state.status);
  const { draft } = state;
  const errors = visibleErrors(state);
  const err = (field: DraftField) => errors[field];

  // The step prop and the reducer's step follow each other: a refused move (invalid step) reports
  // the step the wizard stayed on, so the query never shows a step the merchant cannot be on.
  const reported = useRef(state.step);
  useEffect(() => {
    if (step !== state.step) dispatch({ type: 'goTo', step });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new prop value moves the wizard
  }, [step]);
  useEffect(() => {
    if (state.step !== reported.current || state.step !== step) {
      reported.current = state.step;
      if (state.step !== step) onStepChange(state.step);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reports the reducer's moves only
  }, [state.step]);

  // The CSV: parsed in a worker, one file at a time; a new file or unmount aborts the previous one.
  const [csvFile, setCsvFile] = useState<File | null>(null);
  const [csvProgress, setCsvProgress] = useState<number | null>(null);
  const [csvError, setCsvError] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const readCsv = (file: File | null) => {
    abort.current?.abort();
    setCsvFile(file);
    setCsvError(false);
    if (!file) {
      setCsvProgress(null);
      dispatch({ type: 'clearCsv' });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setCsvProgress(0);
    parseCsv(file, { optedOut, signal: controller.signal, onProgress: (p) => !controller.signal.aborted && setCsvProgress(p) }).then(
      (report) => {
        if (controller.signal.aborted) return;
        setCsvProgress(null);
        dispatch({ type: 'csvParsed', report });
      },
      (reason: unknown) => {
        if (controller.signal.aborted || (reason instanceof DOMException && reason.name === 'AbortError')) return;
        setCsvProgress(null);
        setCsvError(true);
      },
    );
  };

  const downloadRejected = () => {
    if (!state.csvReport) return;
    const url = URL.createObjectURL(new Blob([rejectedRowsCsv(state.csvReport.rejected)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'skipped-rows.csv';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const [confirming, setConfirming] = useState(false);
  const save = () => {
    dispatch({ type: 'attempt' });
    if (firstInvalidStep(draft) === null) onSave(toCampaignBody(draft));
  };
  const askSubmit = () => {
    dispatch({ type: 'attempt' });
    if (firstInvalidStep(draft) === null) setConfirming(true);
  };

  const check = preflight({
    draft,
    customerCount,
    savedRecipients: state.dirty ? null : savedRecipients,
    csvReport: state.csvReport,
    coins,
    messagingTier,
  });

  const steps = [
    { id: 'content', label: t('wizard.steps.content') },
    { id: 'audience', label: t('wizard.steps.audience') },
    { id: 'schedule', label: t('wizard.steps.schedule') },
  ];
  const set =
    <K extends Exclude<keyof CampaignDraft, 'buttons' | 'csv'>>(field: K) =>
    (value: CampaignDraft[K]) =>
      dispatch({ type: 'set', field, value });
  const report = state.csvReport;

  return (
    <div className={styles.wizard}>
      <Stepper
        steps={steps}
        currentStep={state.step}
        aria-label={t('wizard.stepsLabel')}
        onStepPress={locked ? undefined : (s) => dispatch({ type: 'goTo', step: s as WizardStep })}
      />
      {locked ? (
        <p className={styles.notice} role="status">
          {t('wizard.locked')}
        </p>
      ) : null}

      {state.step === 1 ? (
        <div className={styles.layout}>
          <fieldset className={styles.fields}>
            <legend className={styles.heading}>{t('wizard.steps.content')}</legend>
            <TextField
              label={t('content.name')}
              value={draft.name}
              onChange={set('name')}
              isRequired
              isInvalid={!!err('name')}
              errorMessage={err('name')}
            />
            <RadioGroup
              label={t('content.language')}
              value={draft.language}
              onChange={(v) => set('language')(v === 'ar' ? 'ar' : 'en')}
              orientation="horizontal"
            >
              <Radio value="en">{t('content.languageEn')}</Radio>
              <Radio value="ar">{t('content.languageAr')}</Radio>
            </RadioGroup>
            <TextArea
              label={t('content.content')}
              description={t('content.contentHelp')}
              value={draft.content}
              onChange={set('content')}
              isRequired
              isInvalid={!!err('content')}
              errorMessage={err('content')}
              rows={5}
            />
            <TextField
              label={t('content.image')}
              description={t('content.imageHelp')}
              value={draft.image}
              onChange={set('image')}
              inputDir="ltr"
              type="url"
              isInvalid={!!err('image')}
              errorMessage={err('image')}
            />
            <TextField
              label={t('content.website')}
              value={draft.website_link}
              onChange={set('website_link')}
              inputDir="ltr"
              isInvalid={!!err('website_link')}
              errorMessage={err('website_link')}
            />
            <fieldset className={styles.fields}>
              <legend className={styles.subheading}>{t('content.buttons')}</legend>
              {draft.buttons.map((b, i) => (
                <div key={i} className={styles.buttonRow}>
                  <TextField
                    label={t('content.buttonText', { n: i + 1 })}
                    value={b.text}
                    onChange={(value) => dispatch({ type: 'setButton', index: i, field: 'text', value })}
                    isRequired
                    isInvalid={!!err(`buttons.${i}.text`)}
                    errorMessage={err(`buttons.${i}.text`)}
                  />
                  <TextField
                    label={t('content.buttonUrl', { n: i + 1 })}
                    value={b.url}
                    onChange={(value) => dispatch({ type: 'setButton', index: i, field: 'url', value })}
                    inputDir="ltr"
                    type="url"
                    isInvalid={!!err(`buttons.${i}.url`)}
                    errorMessage={err(`buttons.${i}.url`)}
                  />
                  <Button variant="ghost" onPress={() => dispatch({ type: 'removeButton', index: i })}>
                    {t('content.removeButton', { n: i + 1 })}
                  </Button>
                </div>
              ))}
              <p className={styles.muted}>{t('content.buttonsHelp', { count: CAMPAIGN_LIMITS.buttons - draft.buttons.length })}</p>
              <div>
                <Button
                  variant="secondary"
                  isDisabled={draft.buttons.length >= CAMPAIGN_LIMITS.buttons}
                  onPress={() => dispatch({ type: 'addButton' })}
                >
                  {t('content.addButton')}
                </Button>
              </div>
            </fieldset>
          </fieldset>
          <MessagePreview draft={draft} />
        </div>
      ) : null}

      {state.step === 2 ? (
        <fieldset className={styles.fields}>
          <legend className={styles.heading}>{t('wizard.steps.audience')}</legend>
          <Checkbox
            isSelected={draft.from_database}
            onChange={set('from_database')}
            description={t('audience.fromDatabaseHelp', { count: customerCount })}
          >
            {t('audience.fromDatabase')}
          </Checkbox>
          <FileDropZone
            label={t('audience.csv')}
            kind="csv"
            value={csvFile}
            onChange={readCsv}
            errorMessage={csvError ? t('audience.csvError') : undefined}
          />
          <p className={styles.muted}>{t('audience.csvHelp')}</p>
          {csvProgress !== null ? <ProgressBar label={t('audience.parsing')} value={Math.round(csvProgress * 100)} /> : null}
          {report ? (
            <div className={styles.panel} data-testid="csv-report">
              <p className={styles.previewText} role="status">
                {t('audience.accepted', { count: report.numbers.length })} · {t('audience.rejected', { count: report.rejected.length })}
              </p>
              {report.truncated ? <p className={styles.notice}>{t('audience.truncated')}</p> : null}
              {report.rejected.length > 0 ? (
                <>
                  <h3 className={styles.subheading}>{t('audience.rejectedTitle')}</h3>
                  <ul className={styles.rejectedList}>
                    {report.rejected.slice(0, REJECTED_SHOWN).map((row) => (
                      <li key={row.line}>
                        {t('audience.line', { line: format.number(row.line) })}: <bdi className={styles.cell}>{row.value}</bdi> —{' '}
                        {t(`audience.reason.${row.reason}`)}
                      </li>
                    ))}
                  </ul>
                  {report.rejected.length > REJECTED_SHOWN ? (
                    <p className={styles.muted}>{t('audience.rejectedMore', { count: report.rejected.length - REJECTED_SHOWN })}</p>
                  ) : null}
                  <div className={styles.actionGroup}>
                    <Button variant="secondary" size="sm" onPress={downloadRejected}>
                      {t('audience.downloadRejected')}
                    </Button>
                  </div>
                </>
              ) : null}
            </div>
          ) : null}
          {err('audience') ? (
            <p className={styles.danger} role="alert">
              {tKey(err('audience')!)}
            </p>
          ) : null}
          {/* PDPL: marketing only with consent; the server records it per recipient at the send. */}
          <Checkbox
            isSelected={draft.consent}
            onChange={set('consent')}
            isInvalid={!!err('consent')}
            description={t('audience.consentHelp')}
          >
            {t('audience.consent')}
          </Checkbox>
          {err('consent') ? (
            <p className={styles.danger} role="alert">
              {tKey(err('consent')!)}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      {state.step === 3 ? (
        <div className={styles.layout}>
          <fieldset className={styles.fields} disabled={locked}>
            <legend className={styles.heading}>{t('wizard.steps.schedule')}</legend>
            <DatePicker
              label={t('schedule.startDate')}
              value={toCalendarDate(draft.start_date)}
              onChange={(value) => set('start_date')(value ? value.toString() : '')}
              isDisabled={locked}
              isRequired
              isInvalid={!!err('start_date')}
              errorMessage={err('start_date')}
            />
            <NumberField
              label={t('schedule.startHour')}
              description={t('schedule.startHourHelp')}
              value={draft.start_hour}
              onChange={set('start_hour')}
              minValue={0}
              maxValue={23}
              isDisabled={locked}
              isInvalid={!!err('start_hour')}
              errorMessage={err('start_hour')}
            />
            <NumberField
              label={t('schedule.duration')}
              value={draft.duration_days}
              onChange={set('duration_days')}
              minValue={1}
              maxValue={CAMPAIGN_LIMITS.durationDays}
              isDisabled={locked}
              isInvalid={!!err('duration_days')}
              errorMessage={err('duration_days')}
            />
            <NumberField
              label={t('schedule.dailyLimit')}
              description={t('schedule.dailyLimitHelp')}
              value={draft.daily_limit}
              onChange={set('daily_limit')}
              minValue={1}
              maxValue={CAMPAIGN_LIMITS.dailyLimit}
              isDisabled={locked}
              isInvalid={!!err('daily_limit')}
              errorMessage={err('daily_limit')}
            />
            <div className={facts.fact}>
              <span className={facts.term}>{t('schedule.cost')}</span>
              <span className={`${facts.value} ${facts.emphasised}`} data-testid="campaign-cost">
                {t('schedule.coins', { count: check.coinsNeeded })}
              </span>
            </div>
          </fieldset>
          <PreflightPanel preflight={check} dailyLimit={draft.daily_limit} messagingTier={messagingTier} onBuyCoins={onBuyCoins} />
        </div>
      ) : null}

      {error ? (
        <p className={styles.danger} role="alert">
          {error}
        </p>
      ) : null}

      {locked ? null : (
        <div className={styles.actions}>
          <div className={styles.actionGroup}>
            {state.step > 1 ? (
              <Button variant="secondary" onPress={() => dispatch({ type: 'back' })}>
                {t('wizard.back')}
              </Button>
            ) : null}
            <Button variant="ghost" onPress={save} isPending={isSaving}>
              {t('wizard.saveDraft')}
            </Button>
          </div>
          {state.step < 3 ? (
            <Button onPress={() => dispatch({ type: 'next' })}>{t('wizard.next')}</Button>
          ) : (
            <Button onPress={askSubmit} isPending={isSubmitting} isDisabled={!check.canSend}>
              {t('wizard.submit')}
            </Button>
          )}
        </div>
      )}

      <AlertDialog
        title={t('wizard.submitConfirmTitle')}
        confirmLabel={t('wizard.submit')}
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => {
          setConfirming(false);
          onSubmit(toCampaignBody(draft));
        }}
      >
        {t('wizard.submitConfirmBody')}
      </AlertDialog>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { WIDGET_LIMITS, widgetLanguages, widgetSnippet, type WidgetLanguage } from '@wasl/api/models';
import type { WidgetSettings, WidgetState } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { Button, Card, ColorPicker, Link, Radio, RadioGroup, Switch, TextArea, TextField } from '@wasl/ui';
import { CopyButton } from '../../integration/CopyButton';
import * as shared from '../../integration/integration.css';
import { draftOf, draftProblems, previewOf, type WidgetDraft } from '../websiteWidgetModel';
import * as styles from './WebsiteWidgetCard.css';

export interface WebsiteWidgetCardProps {
  /** GET /section/widget: the saved settings (or null), the snippet's public id, the number, the plan. */
  state: WidgetState;
  /** Our origin, where the store loads the script from (the dashboard's `location.origin`). */
  origin: string;
  /** Saves the settings; the screen reloads `state` on success. */
  onSave: (settings: WidgetSettings) => void;
  /** @default false */
  isSaving?: boolean;
  /** The translated reason the last save failed. */
  saveError?: string | undefined;
  /** Opens the upgrade dialog (the plan has no widget). */
  onUpgrade: () => void;
  /** Where a number is added (/contacts). */
  contactsHref: string;
  /** Clipboard writer for the copy button (stories, tests). */
  writeText?: (text: string) => Promise<void>;
}

/** A chat bubble (lucide "message-circle"), as the script draws it. */
function BubbleIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

/** The button on a sketch of a store page in one language: the script's link, label, colour and corner. */
function PagePreview({ draft, lang, phone }: { draft: WidgetDraft; lang: WidgetLanguage; phone: string | null }) {
  const { t } = useTranslation('websiteWidget');
  const preview = previewOf(draft, lang, phone);
  const look = { background: preview.background, color: preview.ink };
  return (
    <figure className={styles.figure}>
      <figcaption className={shared.factLabel}>{t(`preview.${lang}`)}</figcaption>
      <div className={styles.page} dir={preview.dir} lang={lang} data-testid={`widget-preview-${lang}`}>
        {draft.enabled ? null : <p className={styles.pageCaption}>{t('preview.hidden')}</p>}
        {draft.enabled && preview.href ? (
          <a
            className={styles.button}
            data-position={preview.position}
            href={preview.href}
            target="_blank"
            rel="noopener noreferrer"
            style={look}
          >
            <BubbleIcon />
            <span className={styles.buttonLabel} dir="auto">
              {preview.label}
            </span>
          </a>
        ) : null}
        {draft.enabled && !preview.href ? (
          <span className={styles.button} data-position={preview.position} style={look}>
            <BubbleIcon />
            <span className={styles.buttonLabel} dir="auto">
              {preview.label}
            </span>
          </span>
        ) : null}
      </div>
    </figure>
  );
}

/**
 * The website widget (SPEC §6 `widget`): colour, corner, the button's text and the pre-filled
 * message in English and Arabic, a live preview on an English and an Arabic page, the number it
 * opens, and the snippet to paste with copy. Outside the plan it says so and offers the upgrade.
 * Pure: `websiteWidgetModel.ts` holds the rules, the script shows the same link, label and ink.
 */
export function WebsiteWidgetCard({
  state,
  origin,
  onSave,
  isSaving = false,
  saveError,
  onUpgrade,
  contactsHref,
  writeText,
}: WebsiteWidgetCardProps) {
  const { t } = useTranslation('websiteWidget');
  const tKey = useKeyTranslator();
  const [draft, setDraft] = useState<WidgetDraft>(() => draftOf(state));
  // A new answer (saved, or refetched) reloads the form (adjusted while rendering, not in an effect).
  const [loaded, setLoaded] = useState(state);
  if (loaded !== state) {
    setLoaded(state);
    setDraft(draftOf(state));
  }
  const problems = draftProblems(draft);
  const problem = (field: keyof typeof problems) => (problems[field] ? tKey(problems[field]) : undefined);
  const update = (patch: Partial<WidgetDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(problems).length === 0) onSave(draft);
  };
  const snippet = state.public_id ? widgetSnippet(origin, state.public_id) : null;
  const phone = state.number?.phone ?? null;

  return (
    <Card title={t('card.title')} headingLevel={2} description={t('card.lead')}>
      <div className={styles.stack}>
        {state.in_plan ? null : (
          <p className={styles.notice} data-testid="widget-plan-notice">
            <span>{t('plan.notice')}</span>
            <Button variant="secondary" size="sm" onPress={onUpgrade}>
              {t('plan.upgrade')}
            </Button>
          </p>
        )}
        <div className={styles.layout}>
          <form className={styles.stack} onSubmit={submit} noValidate aria-label={t('card.title')}>
            <Switch isSelected={draft.enabled} onChange={(enabled) => update({ enabled })}>
              {t('fields.enabled')}
            </Switch>
            <ColorPicker label={t('fields.color')} value={draft.color} onChange={(color) => update({ color })} />
            {problem('color') ? <p className={shared.danger}>{problem('color')}</p> : null}
            <RadioGroup
              label={t('fields.position')}
              description={t('fields.positionHint')}
              value={draft.position}
              onChange={(position) => update({ position: position === 'start' ? 'start' : 'end' })}
            >
              <Radio value="end">{t('fields.positionEnd')}</Radio>
              <Radio value="start">{t('fields.positionStart')}</Radio>
            </RadioGroup>
            {widgetLanguages.map((lang) => (
              <TextField
                key={`label-${lang}`}
                label={t(lang === 'en' ? 'fields.labelEn' : 'fields.labelAr')}
                value={draft.label[lang]}
                inputDir={lang === 'ar' ? 'rtl' : 'ltr'}
                maxLength={WIDGET_LIMITS.label}
                isRequired
                isInvalid={Boolean(problem(lang === 'en' ? 'labelEn' : 'labelAr'))}
                errorMessage={problem(lang === 'en' ? 'labelEn' : 'labelAr')}
                onChange={(text) => update({ label: { ...draft.label, [lang]: text } })}
              />
            ))}
            {widgetLanguages.map((lang) => (
              <TextArea
                key={`message-${lang}`}
                label={t(lang === 'en' ? 'fields.messageEn' : 'fields.messageAr')}
                description={t('fields.messageHint', { max: WIDGET_LIMITS.message })}
                value={draft.message[lang]}
                rows={2}
                isInvalid={Boolean(problem(lang === 'en' ? 'messageEn' : 'messageAr'))}
                errorMessage={problem(lang === 'en' ? 'messageEn' : 'messageAr')}
                onChange={(text) => update({ message: { ...draft.message, [lang]: text } })}
              />
            ))}
            {saveError ? (
              <p role="alert" className={shared.danger}>
                {saveError}
              </p>
            ) : null}
            <div className={shared.row}>
              <Button type="submit" isPending={isSaving}>
                {t('save')}
              </Button>
            </div>
          </form>
          <div className={styles.stack}>
            <h3 className={styles.subheading}>{t('preview.title')}</h3>
            {widgetLanguages.map((lang) => (
              <PagePreview key={lang} draft={draft} lang={lang} phone={phone} />
            ))}
            <div className={shared.fact}>
              <p className={shared.factLabel}>{t('number.title')}</p>
              {state.number ? (
                <>
                  <p className={shared.value} data-testid="widget-number">
                    <bdi dir="ltr">{state.number.phone}</bdi>
                  </p>
                  <p className={shared.muted}>{t(state.number.source === 'contacts' ? 'number.contacts' : 'number.profile')}</p>
                </>
              ) : (
                <p className={shared.muted}>
                  {t('number.none')} <Link href={contactsHref}>{t('number.contactsLink')}</Link>
                </p>
              )}
            </div>
          </div>
        </div>
        <section className={styles.stack} aria-labelledby="website-widget-snippet">
          <h3 id="website-widget-snippet" className={styles.subheading}>
            {t('snippet.title')}
          </h3>
          {snippet ? (
            <>
              <p className={shared.muted}>{t('snippet.lead')}</p>
              <div className={shared.row}>
                <code className={shared.code} data-testid="widget-snippet" dir="ltr">
                  {snippet}
                </code>
                <CopyButton text={snippet} what={t('snippet.what')} writeText={writeText} />
              </div>
            </>
          ) : (
            <p className={shared.muted}>{t('snippet.unsaved')}</p>
          )}
        </section>
      </div>
    </Card>
  );
}

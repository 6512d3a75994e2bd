import { templateVariables, type OrderStatusName, type TemplateVariable } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Button } from '@wasl/ui';
import { previewTemplate, type TemplateLanguage } from '../templateEditorModel';
import * as styles from './TemplatePreview.css';

export interface TemplatePreviewProps {
  language: TemplateLanguage;
  /** The body with its `{variables}`. */
  text: string;
  /** The order status the sample order is in (fills `{status}`). @default 'shipped' */
  status?: OrderStatusName;
}

/**
 * A WhatsApp message as a customer whose order is in `language` gets it: the sample order's values
 * in that language (its strings are loaded if the page is in the other one), on the chat surface of
 * the emulator and the inbox, in the customer's direction. Shared by the order templates' editor
 * and the order status messages (orderMessages/).
 */
export function TemplatePreview({ language, text, status = 'shipped' }: TemplatePreviewProps) {
  const { t } = useTranslation('contacts');
  const { t: tCustomer } = useTranslation(['contacts', 'data'], { lng: language });
  const samples = Object.fromEntries(
    templateVariables.map((name) => [
      name,
      name === 'status' ? tCustomer(`data:status.order.${status}`) : tCustomer(`contacts:templates.samples.${name}`),
    ]),
  ) as Record<TemplateVariable, string>;
  const title = t(language === 'en' ? 'templates.previewEnglish' : 'templates.previewArabic');
  return (
    <section className={styles.preview} aria-label={title}>
      <h3 className={styles.previewTitle}>{title}</h3>
      {/* The customer's phone in the customer's language: its direction, the business's message on its start side. */}
      <div className={styles.log} dir={language === 'ar' ? 'rtl' : 'ltr'} lang={language}>
        <p className={styles.bubble}>{previewTemplate(text, samples)}</p>
      </div>
    </section>
  );
}

export interface TemplateVariableBarProps {
  onInsert: (variable: TemplateVariable) => void;
  isDisabled?: boolean;
}

/** "Insert a variable": one button per `{variable}` the server fills (numbers.ts' templateVariables). */
export function TemplateVariableBar({ onInsert, isDisabled = false }: TemplateVariableBarProps) {
  const { t } = useTranslation('contacts');
  return (
    <div className={styles.variables} role="group" aria-label={t('templates.variables')}>
      <span className={styles.label}>{t('templates.variables')}</span>
      {templateVariables.map((variable) => (
        <Button
          key={variable}
          size="sm"
          variant="secondary"
          isDisabled={isDisabled}
          aria-label={t('templates.insert', { token: `{${variable}}`, name: t(`templates.variableNames.${variable}`) })}
          onPress={() => onInsert(variable)}
        >
          <bdi dir="ltr">{`{${variable}}`}</bdi>
        </Button>
      ))}
    </div>
  );
}

import { Suspense, useRef } from 'react';
import { TEMPLATE_BODY_MAX, type OrderStatusName, type TemplateVariable } from '@wasl/api/models';
import type { ValidationKey } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { Skeleton, TextArea, useFormat } from '@wasl/ui';
import { TemplatePreview, TemplateVariableBar } from '../TemplatePreview';
import { insertVariable, templateLanguages, type TemplateLanguage } from '../templateEditorModel';
import * as styles from './BilingualTemplateFields.css';

export interface BilingualTemplateFieldsProps {
  /** The English and Arabic bodies. */
  texts: Record<TemplateLanguage, string>;
  /** A translation key per language whose body is refused. */
  errors?: Partial<Record<TemplateLanguage, ValidationKey | undefined>>;
  onEdit: (language: TemplateLanguage, text: string) => void;
  /** The fields' form names: `${name}-en`, `${name}-ar`. */
  name: string;
  /** The order status the previews' sample order is in. */
  status?: OrderStatusName;
  isReadOnly?: boolean;
  /** `compact` beside another column (the order status messages). @default 'regular' */
  size?: 'compact' | 'regular';
}

/**
 * A message's English and Arabic bodies with their `{variables}` — the bar inserts one at the caret
 * of the body last focused — each with its length and a WhatsApp-style preview. Shared by the order
 * templates (/orders/template) and the order status messages (/api_integration/customise_order).
 */
export function BilingualTemplateFields({
  texts,
  errors = {},
  onEdit,
  name,
  status,
  isReadOnly = false,
  size,
}: BilingualTemplateFieldsProps) {
  const { t } = useTranslation('contacts');
  const tKey = useKeyTranslator();
  const format = useFormat();
  const fields = useRef<Partial<Record<TemplateLanguage, HTMLDivElement | null>>>({});
  const lastFocused = useRef<TemplateLanguage>('en');

  const insert = (variable: TemplateVariable) => {
    const language = lastFocused.current;
    const area = fields.current[language]?.querySelector('textarea');
    const text = texts[language];
    const { text: next, caret } = insertVariable(text, variable, {
      start: area?.selectionStart ?? text.length,
      end: area?.selectionEnd ?? text.length,
    });
    onEdit(language, next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };

  return (
    <>
      <TemplateVariableBar isDisabled={isReadOnly} onInsert={insert} />
      <div className={styles.columns({ size })}>
        {templateLanguages.map((language) => {
          const error = errors[language];
          return (
            <div
              key={language}
              className={styles.column}
              ref={(node) => {
                fields.current[language] = node;
              }}
              onFocus={() => {
                lastFocused.current = language;
              }}
            >
              <TextArea
                label={t(language === 'en' ? 'templates.english' : 'templates.arabic')}
                description={`${t('templates.bodyHelp')} ${t('templates.count', {
                  used: format.number(Array.from(texts[language]).length),
                  max: format.number(TEMPLATE_BODY_MAX),
                })}`}
                name={`${name}-${language}`}
                rows={size === 'compact' ? 4 : 5}
                isRequired
                value={texts[language]}
                onChange={(text) => onEdit(language, text)}
                isInvalid={Boolean(error)}
                errorMessage={error ? tKey(error) : undefined}
                isReadOnly={isReadOnly}
              />
              <Suspense fallback={<Skeleton lines={2} />}>
                <TemplatePreview language={language} text={texts[language]} {...(status ? { status } : {})} />
              </Suspense>
            </div>
          );
        })}
      </div>
    </>
  );
}

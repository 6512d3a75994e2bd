import { useId, useReducer, type KeyboardEvent } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Button, fieldStyles, Select, SelectItem, SendIcon } from '@wasl/ui';
import { composerReducer, composerSend, initialComposer, matchQuickMessages, quickQuery } from '../inboxModel';
import type { ComposerSend, ConversationTemplate, QuickMessage } from '../types';
import * as styles from './Composer.css';

/** A template's option: its text's first line, cut at 60 characters. */
const templateLabel = (text: string) => {
  const line = text.split('\n')[0] ?? '';
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};

export interface ComposerProps {
  /** Inside the customer's 24-hour window free text may be sent; outside it only an approved template. */
  windowOpen: boolean;
  /** Approved templates (outside the window). */
  templates: readonly ConversationTemplate[];
  /** Quick messages, offered after typing `/`. */
  quickMessages: readonly QuickMessage[];
  /** Sends `{ text }` or `{ template_id }`; the composer clears when it resolves, keeps the text when it rejects. */
  onSend: (send: ComposerSend) => Promise<unknown> | void;
  /** @default false */
  isSending?: boolean;
  /** Closes the conversation; leave out to hide the button (already closed). */
  onClose?: () => void;
  /** @default false */
  isClosing?: boolean;
  /** A translated reason the last send failed. */
  error?: string;
}

/**
 * The reply box of a thread (issue 19). Inside the window: free text; Enter sends, Shift+Enter adds a
 * line; typing `/` offers the quick messages by key (↑/↓ choose, Enter or Tab insert, Escape
 * dismisses). Outside the window the text box gives way to the approved templates: the chosen one's
 * body, WhatsApp category and coin cost are shown before it is sent.
 */
export function Composer({
  windowOpen,
  templates,
  quickMessages,
  onSend,
  isSending = false,
  onClose,
  isClosing = false,
  error,
}: ComposerProps) {
  const { t } = useTranslation('inbox');
  const [state, dispatch] = useReducer(composerReducer, initialComposer);
  const id = useId();
  const query = windowOpen ? quickQuery(state.text) : null;
  const matches = query === null ? [] : matchQuickMessages(quickMessages, query);
  const highlighted = matches[state.quickIndex % Math.max(1, matches.length)];
  const send = composerSend(state, windowOpen, templates);
  const template = templates.find((item) => item.id === state.templateId);

  const submit = async () => {
    if (!send || isSending) return;
    try {
      await onSend(send);
      dispatch({ type: 'sent' });
    } catch {
      // The screen shows why (error); the text stays for another try.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (query !== null && matches.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        dispatch({ type: 'quickMove', by: event.key === 'ArrowDown' ? 1 : -1, count: matches.length });
        return;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        if (highlighted) {
          event.preventDefault();
          dispatch({ type: 'quickPick', message: highlighted });
        }
        return;
      }
    }
    if (query !== null && event.key === 'Escape') {
      event.preventDefault();
      dispatch({ type: 'text', text: '' });
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const optionId = (index: number) => `${id}-quick-${index}`;
  const showQuick = query !== null;

  return (
    <div className={styles.root}>
      {windowOpen ? (
        <div className={styles.box}>
          <label htmlFor={`${id}-text`} className={fieldStyles.label}>
            {t('composer.label')}
          </label>
          <textarea
            id={`${id}-text`}
            className={[fieldStyles.input({ multiline: true }), styles.textarea].join(' ')}
            rows={3}
            dir="auto"
            value={state.text}
            placeholder={t('composer.placeholder')}
            aria-controls={showQuick && matches.length > 0 ? `${id}-quick` : undefined}
            aria-activedescendant={showQuick && highlighted ? optionId(state.quickIndex % matches.length) : undefined}
            onChange={(event) => dispatch({ type: 'text', text: event.target.value })}
            onKeyDown={onKeyDown}
          />
          {showQuick &&
            (matches.length > 0 ? (
              <ul id={`${id}-quick`} role="listbox" aria-label={t('composer.quick')} className={styles.quick}>
                {matches.map((message, index) => (
                  <li
                    key={message.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={message === highlighted}
                    className={styles.quickItem}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => dispatch({ type: 'quickPick', message })}
                  >
                    <bdi className={styles.quickKey}>/{message.key}</bdi>
                    <span className={styles.quickContent} dir="auto">
                      {message.content}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted} role="status">
                {t('composer.quickNone', { query })}
              </p>
            ))}
        </div>
      ) : templates.length === 0 ? (
        <p className={styles.muted}>{t('composer.templateNone')}</p>
      ) : (
        <>
          <Select
            label={t('composer.template')}
            placeholder={t('composer.templatePick')}
            selectedKey={state.templateId}
            onSelectionChange={(key) => dispatch({ type: 'template', id: key === null ? null : String(key) })}
          >
            {templates.map((item) => (
              <SelectItem key={item.id} id={item.id} textValue={`${t(`categories.${item.category}`)}: ${item.text}`}>
                <bdi>{templateLabel(item.text)}</bdi>
              </SelectItem>
            ))}
          </Select>
          {template && (
            <div className={styles.template} aria-live="polite">
              <p className={styles.body} dir="auto">
                {template.text}
              </p>
              <p className={styles.muted}>{t('composer.category', { category: t(`categories.${template.category}`) })}</p>
              <p className={styles.muted}>{t('composer.cost', { count: template.cost })}</p>
            </div>
          )}
        </>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <div className={styles.group}>
          <Button variant="primary" icon={<SendIcon size={16} />} isDisabled={!send} isPending={isSending} onPress={() => void submit()}>
            {windowOpen ? t('composer.send') : t('composer.sendTemplate')}
          </Button>
        </div>
        {onClose && (
          <Button variant="secondary" isPending={isClosing} onPress={onClose}>
            {t('composer.close')}
          </Button>
        )}
      </div>
    </div>
  );
}

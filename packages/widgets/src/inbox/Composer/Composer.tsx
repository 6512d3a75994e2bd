import { useMemo, useReducer, type KeyboardEvent } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Button, ListBox, ListBoxAutocomplete, ListBoxItem, Select, SelectItem, SendIcon, TextArea } from '@wasl/ui';
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
  const query = windowOpen ? quickQuery(state.text) : null;
  // The same array while the query stands: a new one would restart the list's virtual focus.
  const matches = useMemo(() => (query === null ? [] : matchQuickMessages(quickMessages, query)), [quickMessages, query]);
  const options = useMemo(() => matches.map((message) => ({ ...message, id: message.key })), [matches]);
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

  const showQuick = query !== null;
  const offering = showQuick && matches.length > 0;

  // Keys before react-aria's Autocomplete sees them (capture). With quick messages offered it moves
  // the virtual focus (↑/↓) and Enter inserts the focused one (its onAction); Tab inserts it too and
  // Escape dismisses. Otherwise the keys are the text box's own (↑/↓ move the caret between lines)
  // and Enter sends.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing || !(event.target instanceof HTMLTextAreaElement)) return;
    if (offering) {
      if (event.key === 'Tab' && !event.shiftKey) {
        const focused = event.target.getAttribute('aria-activedescendant');
        const key = focused ? document.getElementById(focused)?.dataset.key : undefined;
        const message = matches.find((item) => item.key === key) ?? highlighted;
        if (message) {
          event.preventDefault();
          event.stopPropagation();
          dispatch({ type: 'quickPick', message });
        }
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        dispatch({ type: 'text', text: '' });
      }
      return;
    }
    event.stopPropagation();
    if (showQuick && event.key === 'Escape') {
      event.preventDefault();
      dispatch({ type: 'text', text: '' });
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <div className={styles.root}>
      {windowOpen ? (
        <div className={styles.box} onKeyDownCapture={onKeyDownCapture}>
          <ListBoxAutocomplete value={state.text} onChange={(text) => dispatch({ type: 'text', text })}>
            <TextArea label={t('composer.label')} placeholder={t('composer.placeholder')} rows={3} />
            {showQuick &&
              (offering ? (
                <ListBox
                  aria-label={t('composer.quick')}
                  variant="plain"
                  items={options}
                  onAction={(key) => {
                    const message = matches.find((item) => item.key === key);
                    if (message) dispatch({ type: 'quickPick', message });
                  }}
                  className={styles.quick}
                >
                  {(message) => (
                    <ListBoxItem id={message.key} textValue={message.key} className={styles.quickItem}>
                      <bdi className={styles.quickKey}>/{message.key}</bdi>
                      <span className={styles.quickContent} dir="auto">
                        {message.content}
                      </span>
                    </ListBoxItem>
                  )}
                </ListBox>
              ) : (
                <p className={styles.muted} role="status">
                  {t('composer.quickNone', { query })}
                </p>
              ))}
          </ListBoxAutocomplete>
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

import { useRef } from 'react';
import type { OrderMessageSetting } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { Button, Icon, Switch, glyph, useFormat } from '@wasl/ui';
import { BilingualTemplateFields } from '../../templates/BilingualTemplateFields';
import { isOrderMessagesDirty, selectedMessage, type OrderMessagesEvent, type OrderMessagesState } from '../orderMessagesModel';
import * as styles from './OrderMessagesEditor.css';

export interface OrderMessagesEditorProps {
  /** What the server holds. */
  saved: readonly OrderMessageSetting[];
  /** The editor's state (orderMessagesModel). */
  state: OrderMessagesState;
  /** The merchant's actions as model events; the screen runs the save around `submit`. */
  onEvent: (event: OrderMessagesEvent) => void;
}

// Lucide's arrow-up and arrow-down (drawn: only the shipped faces draw text).
const ArrowUp = glyph([
  ['path', { d: 'm5 12 7-7 7 7' }],
  ['path', { d: 'M12 19V5' }],
]);
const ArrowDown = glyph([
  ['path', { d: 'M12 5v14' }],
  ['path', { d: 'm19 12-7 7-7-7' }],
]);

/**
 * The order status messages (/api_integration/customise_order): the update statuses in the
 * merchant's order, each with its on/off switch, move up/down buttons (the keyboard way to reorder)
 * and "Edit message"; the selected one's English and Arabic texts with the order templates'
 * `{variables}` and a WhatsApp-style preview of both; save and discard.
 */
export function OrderMessagesEditor({ saved, state, onEvent }: OrderMessagesEditorProps) {
  const { t } = useTranslation('orderMessages');
  const serverMessage = useKeyTranslator();
  const { t: tData } = useTranslation('data');
  const format = useFormat();
  const message = selectedMessage(state);
  const statusName = (status: OrderMessageSetting['status']) => tData(`status.order.${status}`);
  const dirty = isOrderMessagesDirty(state, saved);
  const count = state.messages.filter((m) => m.enabled).length;
  const listRef = useRef<HTMLOListElement>(null);

  const move = (status: OrderMessageSetting['status'], by: -1 | 1) => {
    onEvent({ type: 'move', status, by });
    // Focus follows the moved message (its button in the same direction, or the other if at the end).
    requestAnimationFrame(() => {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-status="${status}"]`);
      const button =
        row?.querySelector<HTMLButtonElement>(`[data-move="${by}"]:not([disabled])`) ??
        row?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])');
      button?.focus();
    });
  };

  return (
    <form
      className={styles.root}
      noValidate
      aria-label={t('title')}
      onSubmit={(event) => {
        event.preventDefault();
        onEvent({ type: 'submit' });
      }}
    >
      <section className={styles.editor} aria-labelledby="order-messages-list">
        <h2 id="order-messages-list" className={styles.editorTitle}>
          {t('listLabel')}
        </h2>
        <p className={styles.muted}>{t('summary', { count, formattedCount: format.number(count) })}</p>
        <ol className={styles.list} ref={listRef}>
          {state.messages.map((m, i) => {
            const name = statusName(m.status);
            const selected = m.status === state.selected;
            return (
              <li key={m.status} data-status={m.status} className={selected ? `${styles.row} ${styles.rowSelected}` : styles.row}>
                <div className={styles.name}>
                  <strong>{name}</strong>
                  <span className={styles.muted}>
                    {t('position', { position: format.number(i + 1), count: format.number(state.messages.length) })}
                    {state.errors[m.status] ? ` · ${t('hasError')}` : ''}
                  </span>
                </div>
                <Switch
                  isSelected={m.enabled}
                  isDisabled={state.submitting}
                  aria-label={t('sendOn', { status: name })}
                  onChange={(enabled) => onEvent({ type: 'toggle', status: m.status, enabled })}
                >
                  {m.enabled ? t('on') : t('off')}
                </Switch>
                <div className={styles.tools}>
                  <Button
                    variant="ghost"
                    size="sm"
                    data-move="-1"
                    aria-label={t('moveUp', { status: name })}
                    isDisabled={i === 0 || state.submitting}
                    onPress={() => move(m.status, -1)}
                    icon={<Icon icon={ArrowUp} size={16} />}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    data-move="1"
                    aria-label={t('moveDown', { status: name })}
                    isDisabled={i === state.messages.length - 1 || state.submitting}
                    onPress={() => move(m.status, 1)}
                    icon={<Icon icon={ArrowDown} size={16} />}
                  />
                  <Button
                    variant={selected ? 'primary' : 'secondary'}
                    size="sm"
                    aria-pressed={selected}
                    aria-label={`${t('edit')}: ${name}`}
                    onPress={() => onEvent({ type: 'select', status: m.status })}
                  >
                    {t('edit')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <section className={styles.editor} aria-labelledby="order-messages-editing">
        <h2 id="order-messages-editing" className={styles.editorTitle}>
          {t('editing', { status: statusName(message.status) })}
        </h2>
        {message.enabled ? null : <p className={styles.muted}>{t('offNote')}</p>}
        <div role="alert">{state.failure ? <p className={styles.alert}>{serverMessage(state.failure)}</p> : null}</div>
        <BilingualTemplateFields
          texts={message}
          errors={state.errors[message.status] ?? {}}
          onEdit={(language, text) => onEvent({ type: 'edit', language, text })}
          name={message.status}
          status={message.status}
          isReadOnly={state.submitting}
          size="compact"
        />
        <div className={styles.actions}>
          <Button variant="secondary" isDisabled={!dirty || state.submitting} onPress={() => onEvent({ type: 'reset', saved })}>
            {t('reset')}
          </Button>
          <Button type="submit" isPending={state.submitting}>
            {t('save')}
          </Button>
        </div>
      </section>
    </form>
  );
}

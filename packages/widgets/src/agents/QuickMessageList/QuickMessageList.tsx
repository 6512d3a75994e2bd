import { useKeyTranslator } from '@wasl/i18n/typed';
import { useState, type FormEvent } from 'react';
import type { QuickMessage } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Button, Dialog, EmptyState, TextArea, TextField } from '@wasl/ui';
import { quickReducer, validateQuick, type QuickAction, type QuickErrors } from '../quickMessages';
import * as styles from './QuickMessageList.css';

export interface QuickMessageListProps {
  /** The saved quick messages (`Quick`), in the order the composer offers them. */
  messages: readonly QuickMessage[];
  /** The whole next list after a change (the server replaces it at once) and what changed. */
  onChange: (next: QuickMessage[], change: QuickAction['type']) => void;
  /** While a change is being saved: the buttons wait. @default false */
  isSaving?: boolean;
}

type Editing = { index: number | null; message: QuickMessage } | null;
const none: QuickErrors = { key: null, content: null };

/**
 * The quick messages (SPEC §3: key — the title — and content): add, edit, delete and move up or
 * down. Every change hands the next list to `onChange`; the order is the one agents see in the
 * inbox's composer. Titles and contents are the merchant's text, shown as text (`dir="auto"`).
 */
export function QuickMessageList({ messages, onChange, isSaving = false }: QuickMessageListProps) {
  const { t } = useTranslation('agents');
  const [editing, setEditing] = useState<Editing>(null);
  const apply = (action: QuickAction) => onChange(quickReducer(messages, action), action.type);
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Button variant="secondary" onPress={() => setEditing({ index: null, message: { key: '', content: '' } })} isDisabled={isSaving}>
          {t('quick.add')}
        </Button>
      </div>
      {messages.length === 0 ? (
        <EmptyState title={t('quick.emptyTitle')} description={t('quick.emptyText')} headingLevel={3} />
      ) : (
        <ol className={styles.list} aria-label={t('quick.listLabel')}>
          {messages.map((message, index) => (
            <li key={`${index}:${message.key}`} className={styles.item}>
              <div className={styles.text}>
                <span className={styles.key} dir="auto">
                  {message.key}
                </span>
                <p className={styles.content} dir="auto">
                  {message.content}
                </p>
              </div>
              <div className={styles.actions} role="group" aria-label={t('quick.actionsOf', { key: message.key })}>
                <Button
                  variant="ghost"
                  size="sm"
                  isDisabled={isSaving || index === 0}
                  onPress={() => apply({ type: 'move', index, by: -1 })}
                >
                  {t('quick.moveUp')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  isDisabled={isSaving || index === messages.length - 1}
                  onPress={() => apply({ type: 'move', index, by: 1 })}
                >
                  {t('quick.moveDown')}
                </Button>
                <Button variant="secondary" size="sm" isDisabled={isSaving} onPress={() => setEditing({ index, message })}>
                  {t('quick.edit')}
                </Button>
                <Button variant="ghost" size="sm" isDisabled={isSaving} onPress={() => apply({ type: 'remove', index })}>
                  {t('quick.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {editing ? (
        <QuickMessageDialog
          editing={editing}
          messages={messages}
          onClose={() => setEditing(null)}
          onSubmit={(message) => {
            setEditing(null);
            apply(editing.index === null ? { type: 'add', message } : { type: 'update', index: editing.index, message });
          }}
        />
      ) : null}
    </div>
  );
}

function QuickMessageDialog({
  editing,
  messages,
  onClose,
  onSubmit,
}: {
  editing: NonNullable<Editing>;
  messages: readonly QuickMessage[];
  onClose: () => void;
  onSubmit: (message: QuickMessage) => void;
}) {
  const { t } = useTranslation('agents');
  const tAll = useKeyTranslator();
  const [message, setMessage] = useState(editing.message);
  const [errors, setErrors] = useState(none);
  const title = editing.index === null ? t('quick.addTitle') : t('quick.editTitle');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateQuick(message, messages, editing.index);
    setErrors(found);
    if (!found.key && !found.content) onSubmit(message);
  };
  return (
    <Dialog title={title} isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        <TextField
          label={t('quick.key')}
          description={t('quick.keyHint')}
          value={message.key}
          onChange={(key) => {
            setMessage((current) => ({ ...current, key }));
            setErrors(none);
          }}
          isInvalid={!!errors.key}
          errorMessage={errors.key ? tAll(errors.key) : undefined}
          autoFocus
        />
        <TextArea
          label={t('quick.content')}
          value={message.content}
          onChange={(content) => {
            setMessage((current) => ({ ...current, content }));
            setErrors(none);
          }}
          isInvalid={!!errors.content}
          errorMessage={errors.content ? tAll(errors.content) : undefined}
        />
        <div className={styles.formActions}>
          <Button variant="secondary" onPress={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit">{editing.index === null ? t('quick.addSubmit') : t('quick.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}

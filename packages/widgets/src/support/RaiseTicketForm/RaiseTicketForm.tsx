import { useState } from 'react';
import type { RaiseTicketForm as RaiseTicketBody } from '@wasl/api/types';
import { validateTicketDescription, validateTicketTopic } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import { Button, Dialog, Form, TextArea, TextField } from '@wasl/ui';
import * as styles from './RaiseTicketForm.css';

export interface RaiseTicketFormProps {
  /** Called with the trimmed topic and description once both pass SPEC §5 (required, bounded). */
  onSubmit: (ticket: RaiseTicketBody) => void;
  /** The ticket is being sent. */
  isPending?: boolean;
  /** The translated reason the last submit failed. */
  errorMessage?: string;
  /** Controlled open state; the fields start empty each time the dialog opens. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * "Raise a ticket" in a dialog (SPEC §3, §5): a topic and a description, both required; the
 * product's own messages ('Topic is required') show on submit, not while typing.
 */
export function RaiseTicketForm({ onSubmit, isPending = false, errorMessage, isOpen, defaultOpen, onOpenChange }: RaiseTicketFormProps) {
  const { t } = useTranslation('support');
  return (
    <Dialog title={t('raise.title')} isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {(close) => <RaiseTicketFields onSubmit={onSubmit} isPending={isPending} errorMessage={errorMessage} onCancel={close} />}
    </Dialog>
  );
}

function RaiseTicketFields({
  onSubmit,
  isPending,
  errorMessage,
  onCancel,
}: Pick<RaiseTicketFormProps, 'onSubmit' | 'isPending' | 'errorMessage'> & { onCancel: () => void }) {
  const { t } = useTranslation('support');
  const [topic, setTopic] = useState('');
  const [description, setDescription] = useState('');
  return (
    <Form
      className={styles.form}
      aria-label={t('raise.title')}
      summaryHeadingLevel={3}
      onSubmit={() => onSubmit({ topic: topic.trim(), description: description.trim() })}
    >
      <div role="alert">{errorMessage ? <p className={styles.alert}>{errorMessage}</p> : null}</div>
      <TextField
        label={t('raise.topic')}
        description={t('raise.topicHelp')}
        name="topic"
        isRequired
        value={topic}
        onChange={setTopic}
        validate={validateTicketTopic}
      />
      <TextArea
        label={t('raise.description')}
        description={t('raise.descriptionHelp')}
        name="description"
        isRequired
        value={description}
        onChange={setDescription}
        validate={validateTicketDescription}
        rows={5}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          {t('raise.cancel')}
        </Button>
        <Button type="submit" isPending={isPending}>
          {t('raise.submit')}
        </Button>
      </div>
    </Form>
  );
}

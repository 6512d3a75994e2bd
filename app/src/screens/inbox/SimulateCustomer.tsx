import { useAtom } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Button, Form, PhoneField, TextArea, TextField } from '@wasl/ui';
import { inspectPath } from '@wasl/widgets/inbox';
import { simulateCustomerMessageAtom, simulatedCustomerAtom } from '../../state/inbox';
import { useMutation } from '../../state/mutation';
import { FormAlert } from '../FormAlert';
import * as styles from './inbox.css';

/**
 * "Message as a customer" (issue 19, "Try it without Meta"): the merchant writes as a customer from a
 * test number; the server runs it through the webhook's own job (POST /section/conversations/simulate),
 * so the bot answers, hands over, and the thread opens here. The panel says plainly that these
 * messages are simulated; outside the sandbox the server refuses (409) and the panel shows why.
 */
export function SimulateCustomer({ onOpen }: { onOpen: (phone: string) => void }) {
  const { t } = useTranslation('inbox');
  const headingId = useId();
  // The customer stays the same across the thread's and the inbox's routes (the atom).
  const [customer, setCustomer] = useAtom(simulatedCustomerAtom);
  const { name, ...phone } = customer;
  const [text, setText] = useState('');
  const digits = inspectPath(phone)?.slice('/inspect/'.length) ?? null;
  const simulate = useMutation(simulateCustomerMessageAtom, {
    success: 'inbox:sandbox.sent',
    onSuccess: () => {
      setText('');
      if (digits) onOpen(digits);
    },
  });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('sandbox.title')}
      </h2>
      <p className={styles.sandbox}>{t('sandbox.badge')}</p>
      <p className={styles.muted}>{t('sandbox.hint')}</p>
      <FormAlert messageKey={simulate.errorKey} />
      <Form
        showErrorSummary={false}
        aria-labelledby={headingId}
        onSubmit={() => {
          if (digits && text.trim() !== '') void simulate.run(digits, text, name.trim() || undefined);
        }}
      >
        <PhoneField label={t('sandbox.from')} isRequired value={phone} onChange={(value) => setCustomer({ ...value, name })} />
        <TextField label={t('sandbox.name')} value={name} onChange={(value) => setCustomer({ ...phone, name: value })} maxLength={100} />
        <TextArea label={t('sandbox.text')} isRequired rows={2} value={text} onChange={setText} maxLength={4096} />
        <Button type="submit" variant="secondary" isPending={simulate.pending}>
          {t('sandbox.send')}
        </Button>
      </Form>
    </section>
  );
}

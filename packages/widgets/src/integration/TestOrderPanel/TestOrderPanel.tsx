import { useState } from 'react';
import { orderUpdateStatuses } from '@wasl/api/models';
import type { OrderPayload, OrderUpdateStatus } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { useKeyTranslator } from '@wasl/i18n/typed';
import { Button, Card, Form, Link, NumberField, Select, SelectItem, TextField, useFormat } from '@wasl/ui';
import { draftFromSample, firstTestStatus, nextOrderId, payloadOf, type TestOrderDraft, type TestOutcome } from '../testOrder';
import * as styles from '../integration.css';

export interface TestOrderPanelProps {
  /** SPEC §3's sample order (the integration response's Body). */
  sample: OrderPayload;
  /** The key to start with: the one just created on this page (kept in memory only), else empty. */
  initialKey?: string;
  /** Send the order to the create-order endpoint with this key. */
  onSend: (key: string, payload: OrderPayload) => void;
  /** Send a status update for an order id. */
  onUpdate: (key: string, orderId: string, status: OrderUpdateStatus) => void;
  isSending?: boolean;
  isUpdating?: boolean;
  /** The answer to the last send, in words (SPEC §8). */
  sendOutcome?: TestOutcome | null;
  updateOutcome?: TestOutcome | null;
  /** The id of the last order created: offered for the update; the next send gets the next id. */
  createdOrderId?: string | null;
  /** Where the created order is seen (the orders list searched for it). */
  orderHrefOf?: (orderId: string) => string;
  /** The heading level of the panel (2 in the integration page, 2 on /test under its h1). */
  headingLevel?: 2 | 3;
}

/**
 * The integration test (SPEC §2 /test): SPEC §3's sample order, editable, sent for real with the
 * merchant's API key to the create-order endpoint, then a status update for it; each answer in
 * SPEC §8's words ('order created, check the messaging app', 'order id already in use', …).
 */
export function TestOrderPanel({
  sample,
  initialKey = '',
  onSend,
  onUpdate,
  isSending = false,
  isUpdating = false,
  sendOutcome,
  updateOutcome,
  createdOrderId,
  orderHrefOf,
  headingLevel = 2,
}: TestOrderPanelProps) {
  const { t } = useTranslation(['integration', 'data']);
  const serverMessage = useKeyTranslator();
  const format = useFormat();
  const [key, setKey] = useState(initialKey);
  const [draft, setDraft] = useState<TestOrderDraft>(() => draftFromSample(sample));
  const [updateId, setUpdateId] = useState(createdOrderId ?? '');
  const [status, setStatus] = useState<OrderUpdateStatus>(firstTestStatus);
  const edit = (patch: Partial<TestOrderDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const payload = payloadOf(draft, sample);

  // After an order is created: the update targets it, and the next send gets a fresh id. A key
  // created on the page meanwhile fills the field. (State adjusted while rendering, not in an effect.)
  const [seen, setSeen] = useState({ createdOrderId, initialKey });
  if (seen.createdOrderId !== createdOrderId || seen.initialKey !== initialKey) {
    setSeen({ createdOrderId, initialKey });
    if (createdOrderId && createdOrderId !== seen.createdOrderId) {
      setUpdateId(createdOrderId);
      setDraft((d) => (d.orderId.trim() === createdOrderId ? { ...d, orderId: nextOrderId(createdOrderId) } : d));
    }
    if (initialKey && initialKey !== seen.initialKey) setKey(initialKey);
  }

  const keyField = (
    <TextField
      label={t('test.key')}
      description={t('test.keyHelp')}
      name="apiKey"
      type="password"
      autoComplete="off"
      inputDir="ltr"
      isRequired
      value={key}
      onChange={setKey}
    />
  );

  return (
    <Card title={t('test.title')} headingLevel={headingLevel} description={t('test.lead')}>
      <div className={styles.stack}>
        <Form aria-label={t('test.sendTitle')} className={styles.stack} onSubmit={() => onSend(key.trim(), payload)}>
          {keyField}
          <div className={styles.grid}>
            <TextField
              label={t('test.orderId')}
              name="orderId"
              inputDir="ltr"
              isRequired
              value={draft.orderId}
              onChange={(v) => edit({ orderId: v })}
            />
            <TextField
              label={t('test.countryCode')}
              name="countryCode"
              inputDir="ltr"
              isRequired
              value={draft.countryCode}
              onChange={(v) => edit({ countryCode: v })}
            />
            <TextField
              label={t('test.phone')}
              name="phone"
              type="tel"
              inputDir="ltr"
              isRequired
              value={draft.phone}
              onChange={(v) => edit({ phone: v })}
            />
            <Select label={t('test.lang')} value={draft.lang} onChange={(v) => v !== null && edit({ lang: v === 'en' ? 'en' : 'ar' })}>
              <SelectItem id="ar">{t('test.langs.ar')}</SelectItem>
              <SelectItem id="en">{t('test.langs.en')}</SelectItem>
            </Select>
            <Select
              label={t('test.payment')}
              value={draft.paymentMethod}
              onChange={(v) => v !== null && edit({ paymentMethod: v as TestOrderDraft['paymentMethod'] })}
            >
              <SelectItem id="Prepaid">{t('test.payments.Prepaid')}</SelectItem>
              <SelectItem id="Postpaid">{t('test.payments.Postpaid')}</SelectItem>
              <SelectItem id="None">{t('test.payments.None')}</SelectItem>
            </Select>
            <TextField label={t('test.item')} name="item" isRequired value={draft.description} onChange={(v) => edit({ description: v })} />
            <NumberField label={t('test.unitPrice')} minValue={0} value={draft.unitPrice} onChange={(v) => edit({ unitPrice: v })} />
            <NumberField label={t('test.quantity')} minValue={1} step={1} value={draft.quantity} onChange={(v) => edit({ quantity: v })} />
            <NumberField label={t('test.shipping')} minValue={0} value={draft.shipping} onChange={(v) => edit({ shipping: v })} />
          </div>
          <p className={styles.muted}>
            {t('test.totals', {
              subtotal: format.currency(payload.Subtotal, { currency: payload.Currency }),
              tax: format.currency(payload.Tax, { currency: payload.Currency }),
              total: format.currency(payload.Total, { currency: payload.Currency }),
            })}
          </p>
          <div className={styles.row}>
            <Button type="submit" isPending={isSending}>
              {t('test.send')}
            </Button>
          </div>
          <div role="status" aria-live="polite" data-testid="test-send-outcome">
            {sendOutcome ? (
              <p className={sendOutcome.tone === 'success' ? styles.success : styles.danger}>{serverMessage(sendOutcome.key)}</p>
            ) : null}
            {sendOutcome?.tone === 'success' && createdOrderId && orderHrefOf ? (
              <p className={styles.muted}>
                <Link href={orderHrefOf(createdOrderId)}>{t('test.seeOrder', { id: createdOrderId })}</Link>
              </p>
            ) : null}
          </div>
        </Form>
        <Form aria-label={t('test.updateTitle')} className={styles.stack} onSubmit={() => onUpdate(key.trim(), updateId.trim(), status)}>
          <h3 className={styles.subheading}>{t('test.updateTitle')}</h3>
          <div className={styles.grid}>
            <TextField
              label={t('test.updateOrderId')}
              name="updateOrderId"
              inputDir="ltr"
              isRequired
              value={updateId}
              onChange={setUpdateId}
            />
            <Select label={t('test.status')} value={status} onChange={(v) => v !== null && setStatus(v as OrderUpdateStatus)}>
              {orderUpdateStatuses.map((s) => (
                <SelectItem key={s} id={s}>
                  {t(`data:status.order.${s}`)}
                </SelectItem>
              ))}
            </Select>
          </div>
          <div className={styles.row}>
            <Button type="submit" variant="secondary" isPending={isUpdating}>
              {t('test.sendUpdate')}
            </Button>
          </div>
          <div role="status" aria-live="polite" data-testid="test-update-outcome">
            {updateOutcome ? (
              <p className={updateOutcome.tone === 'success' ? styles.success : styles.danger}>{serverMessage(updateOutcome.key)}</p>
            ) : null}
          </div>
        </Form>
      </div>
    </Card>
  );
}

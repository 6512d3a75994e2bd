import { useState } from 'react';
import { nextStatuses, type OrderStatusName } from '@wasl/api/models';
import type { Order, OrderAddress } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Button, Dialog, Select, SelectItem, Table, useFormat, type Key, type TableColumn } from '@wasl/ui';
import { DomainStatusPill } from '../../DomainStatusPill';
import { Fact, Facts } from '../../Facts';
import { displayPhone } from '../displayPhone';
import { AddressLines } from './AddressLines';
import * as styles from './OrderModal.css';

export { AddressLines };

export interface OrderModalProps {
  /** The order as `GET /section/orders/{id}` answers it (with `history` for the timeline). */
  order: Order;
  /** Sets the order's status; only the statuses the transition table allows are offered. */
  onUpdateStatus: (status: OrderStatusName) => void;
  /** Resends the current status message to the customer. */
  onResend: () => void;
  /** Opens the printable invoice; the button shows only when given. */
  onViewInvoice?: () => void;
  /** A status change is on its way: the control is busy. */
  isUpdating?: boolean;
  /** A resend is on its way. */
  isResending?: boolean;
  /** The translated reason the last status change failed. */
  updateError?: string;
  /** The translated reason the last resend failed (SPEC §8 'Error while resending'). */
  resendError?: string;
  /** Controlled open state; or put the modal in a `DialogTrigger`. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

type ItemRow = Order['items'][number] & { id: number };

/**
 * One order in a modal (SPEC §3): who and when, its items, both addresses, the money in the order's
 * currency, the status history, and the status update offering only the allowed next statuses.
 * Pure: the screen passes the order and does the calls in the callbacks.
 */
export function OrderModal({
  order,
  onUpdateStatus,
  onResend,
  onViewInvoice,
  isUpdating = false,
  isResending = false,
  updateError,
  resendError,
  isOpen,
  defaultOpen,
  onOpenChange,
}: OrderModalProps) {
  const { t } = useTranslation('orders');
  return (
    <Dialog
      title={t('modal.title')}
      size="lg"
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <>
          {onViewInvoice ? (
            <Button variant="secondary" onPress={onViewInvoice}>
              {t('modal.invoice')}
            </Button>
          ) : null}
          <Button variant="secondary" onPress={close}>
            {t('modal.close')}
          </Button>
        </>
      )}
    >
      <div className={styles.body}>
        <Summary order={order} />
        <Items order={order} />
        <div className={styles.columns}>
          <AddressBlock title={t('modal.billingAddress')} address={order.billing_address} />
          <AddressBlock title={t('modal.shippingAddress')} address={order.shipping_address} />
        </div>
        <div className={styles.columns}>
          <Finance order={order} />
          <Timeline order={order} />
        </div>
        <StatusUpdate
          // A new status (or another order) starts the choice afresh.
          key={`${order.id}:${order.status}`}
          status={order.status}
          onUpdateStatus={onUpdateStatus}
          onResend={onResend}
          isUpdating={isUpdating}
          isResending={isResending}
          updateError={updateError}
          resendError={resendError}
        />
      </div>
    </Dialog>
  );
}

function Summary({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  return (
    <section aria-label={t('modal.summary')}>
      <Facts>
        <Fact label={t('modal.orderId')}>
          <bdi className={styles.id}>{order.order_id}</bdi>
        </Fact>
        <Fact label={t('modal.contact')}>
          <bdi dir="ltr">{displayPhone(order.contact)}</bdi>
        </Fact>
        <Fact label={t('modal.orderDate')}>
          <time dateTime={order.order_date}>{format.dateTime(order.order_date)}</time>
        </Fact>
        <Fact label={t('modal.lastUpdated')}>
          <time dateTime={order.last_updated}>{format.dateTime(order.last_updated)}</time>
        </Fact>
        <Fact label={t('modal.status')}>
          <DomainStatusPill domain="order" status={order.status} />
        </Fact>
        <Fact label={t('modal.messageStatus')}>
          {order.message_status ? <DomainStatusPill domain="message" status={order.message_status} /> : t('modal.noMessage')}
        </Fact>
      </Facts>
    </section>
  );
}

/** The items table's columns, shared with the invoice so both show the same lines. */
export function useItemColumns(currency: string): TableColumn<ItemRow>[] {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const money = (value: number) => format.currency(value, { currency });
  return [
    {
      id: 'product',
      header: t('item.product'),
      isRowHeader: true,
      // A fixed track: in the virtualised grid a fraction would shrink to nothing beside six 8rem columns.
      width: 220,
      cell: (item) => <bdi className={styles.wrap}>{item.product_name}</bdi>,
    },
    { id: 'quantity', header: t('item.quantity'), align: 'end', cell: (item) => format.number(item.quantity) },
    { id: 'unitPrice', header: t('item.unitPrice'), align: 'end', cell: (item) => money(item.unit_price) },
    { id: 'discount', header: t('item.discount'), align: 'end', cell: (item) => money(item.discount) },
    { id: 'tax', header: t('item.tax'), align: 'end', cell: (item) => money(item.tax) },
    { id: 'total', header: t('item.total'), align: 'end', cell: (item) => money(item.total) },
    { id: 'sku', header: t('item.sku'), cell: (item) => (item.sku ? <bdi className={styles.wrap}>{item.sku}</bdi> : t('item.noSku')) },
  ];
}

export const itemRows = (order: Order): ItemRow[] => order.items.map((item, index) => ({ ...item, id: index }));

function Items({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const columns = useItemColumns(order.finance.currency);
  const headingId = `order-${order.id}-items`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('modal.items')} <span className={styles.count}>({t('modal.itemCount', { count: order.items.length })})</span>
      </h3>
      <div className={styles.tableScroll}>
        <Table
          aria-labelledby={headingId}
          density="compact"
          columns={columns}
          rows={itemRows(order)}
          emptyState={t('modal.noItems')}
          // Long orders scroll inside the modal instead of stretching it.
          virtualized={order.items.length > 50}
          height={order.items.length > 50 ? 360 : undefined}
        />
      </div>
    </section>
  );
}

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const { t } = useTranslation('orders');
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>{title}</h3>
      <AddressLines address={address} emptyText={t('modal.noAddress')} />
    </section>
  );
}

function Finance({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const { finance } = order;
  const money = (value: number) => format.currency(value, { currency: finance.currency });
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>{t('modal.finance')}</h3>
      <dl className={styles.ledger}>
        <LedgerRow label={t('finance.subtotal')} value={money(finance.subtotal)} />
        <LedgerRow label={t('finance.discount')} value={money(finance.discount)} />
        <LedgerRow label={t('finance.shipping')} value={money(finance.shipping)} />
        <LedgerRow label={t('finance.tax')} value={money(finance.tax)} />
        <LedgerRow label={t('finance.total')} value={money(finance.total)} strong />
        <LedgerRow label={t('finance.currency')} value={finance.currency} />
        <LedgerRow label={t('finance.paymentMethod')} value={t(`finance.method.${finance.payment_method}`)} />
      </dl>
    </section>
  );
}

export function LedgerRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={styles.ledgerRow({ strong })}>
      <dt>{label}</dt>
      <dd className={styles.amount}>{value}</dd>
    </div>
  );
}

function Timeline({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const history = order.history ?? [];
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>{t('modal.timeline')}</h3>
      {history.length === 0 ? (
        <p className={styles.muted}>{t('modal.noHistory')}</p>
      ) : (
        <ol className={styles.timeline}>
          {history.map((entry, index) => (
            <li key={index} className={styles.step} aria-current={index === history.length - 1 ? 'step' : undefined}>
              <DomainStatusPill domain="order" status={entry.status} size="sm" />
              <span className={styles.muted}>
                <time dateTime={entry.at}>{format.dateTime(entry.at)}</time> · {t(`modal.source.${entry.source}`)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

interface StatusUpdateProps extends Pick<
  OrderModalProps,
  'onUpdateStatus' | 'onResend' | 'isUpdating' | 'isResending' | 'updateError' | 'resendError'
> {
  status: OrderStatusName;
}

function StatusUpdate({ status, onUpdateStatus, onResend, isUpdating, isResending, updateError, resendError }: StatusUpdateProps) {
  const { t } = useTranslation('orders');
  const { t: tData } = useTranslation('data');
  const [chosen, setChosen] = useState<Key | null>(null);
  const options = nextStatuses(status);
  const statusLabel = tData(`status.order.${status}`);
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>{t('modal.updateTitle')}</h3>
      {options.length === 0 ? (
        <p className={styles.muted}>{t('modal.final', { status: statusLabel })}</p>
      ) : (
        <form
          className={styles.update}
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen !== null && !isUpdating) onUpdateStatus(chosen as OrderStatusName);
          }}
        >
          <Select
            label={t('modal.newStatus')}
            placeholder={t('modal.chooseStatus')}
            value={chosen}
            onChange={setChosen}
            isDisabled={isUpdating}
            isInvalid={Boolean(updateError)}
            errorMessage={updateError}
            className={styles.select}
          >
            {options.map((next) => (
              <SelectItem key={next} id={next}>
                {tData(`status.order.${next}`)}
              </SelectItem>
            ))}
          </Select>
          <Button type="submit" isDisabled={chosen === null} isPending={isUpdating}>
            {t('modal.update')}
          </Button>
        </form>
      )}
      {options.length > 0 ? <p className={styles.muted}>{t('modal.allowedHint', { status: statusLabel })}</p> : null}
      <div className={styles.resend}>
        <Button variant="secondary" onPress={onResend} isPending={isResending}>
          {t('modal.resend')}
        </Button>
        {resendError ? (
          <p role="alert" className={styles.error}>
            {resendError}
          </p>
        ) : null}
      </div>
    </section>
  );
}

import { useLocation } from 'wouter';
import { successKeys } from '@wasl/api/errors';
import { orderUpdateStatuses, type OrderStatusName } from '@wasl/api/models';
import type { Order, OrderStatusChange, OrderUpdateStatus } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { translateData, type CatalogueKey } from '@wasl/i18n/typed';
import { OrderModal } from '@wasl/widgets/orders';
import { orderAtom, resendOrderStatusAtom, updateOrderStatusAtom } from '../../state/orders';
import { useMutation } from '../../state/mutation';
import { useResource } from '../../state/useResource';

const isUpdateStatus = (status: OrderStatusName): status is OrderUpdateStatus =>
  (orderUpdateStatuses as readonly string[]).includes(status);

type NotSentReason = NonNullable<OrderStatusChange['notification']['reason']>;

/** The reason no message went, as its key under `orders:screen.notSent` (the API answers `integration:…`); a new reason without a text fails tsc. */
const notSentKeys: Record<NotSentReason, CatalogueKey<'orders'>> = {
  'integration:insufficientBalance': 'orders:screen.notSent.insufficientBalance',
  'integration:subscriptionExpired': 'orders:screen.notSent.subscriptionExpired',
  'errors:orderMessageOff': 'orders:screen.notSent.orderMessageOff',
};

/**
 * One order in the OrderModal: the list's row at once, then the full order (with its history) from
 * GET /section/orders/{id}; status change and resend with SPEC §8's toasts.
 */
export function OrderDetail({ listed, onClose }: { listed: Order; onClose: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const [, navigate] = useLocation();
  const detail = useResource(orderAtom(listed.id));
  const order = detail.status === 'ready' ? detail.data : listed;
  const update = useMutation(updateOrderStatusAtom, {
    // The status changed, but the customer may have heard nothing: say why (no balance, expired plan).
    success: ({ notification }) =>
      notification.sent
        ? successKeys.orderStatusUpdated
        : { tone: 'info', key: notSentKeys[notification.reason ?? 'integration:insufficientBalance'] },
  });
  // SPEC §8 'Error while resending' as a toast, the server's reason in the modal.
  const resend = useMutation(resendOrderStatusAtom, { success: successKeys.orderStatusResent, failureToast: 'errors:order.resendError' });

  const translated = (key: string | null) => (key ? (translateData(i18n, key) ?? t('somethingWentWrong', { ns: 'errors' })) : undefined);
  return (
    <OrderModal
      order={order}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onUpdateStatus={(status) => isUpdateStatus(status) && void update.run(order.id, status)}
      onResend={() => void resend.run(order.id)}
      onViewInvoice={() => navigate(`/orders/${order.id}/invoice`)}
      isUpdating={update.pending}
      isResending={resend.pending}
      updateError={translated(update.errorKey)}
      resendError={translated(resend.errorKey)}
    />
  );
}

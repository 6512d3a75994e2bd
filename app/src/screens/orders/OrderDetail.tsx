import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { isApiError } from '@wasl/api/session';
import { successKeys } from '@wasl/api/errors';
import { orderUpdateStatuses, type OrderStatusName } from '@wasl/api/models';
import type { Order, OrderUpdateStatus } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { OrderModal } from '@wasl/widgets/orders';
import { orderAtom, resendOrderStatusAtom, updateOrderStatusAtom } from '../../state/orders';
import { useResource } from '../../state/resource';
import { toast } from '../../state/toast';
import { useAction } from '../../state/useAction';

const isUpdateStatus = (status: OrderStatusName): status is OrderUpdateStatus =>
  (orderUpdateStatuses as readonly string[]).includes(status);

/** The reason no message went, as its key under `screen.notSent` (the API answers `integration:…`). */
const notSentKey = (reason: string) => `screen.notSent.${reason.slice(reason.indexOf(':') + 1)}`;

/**
 * One order in the OrderModal: the list's row at once, then the full order (with its history) from
 * GET /section/orders/{id}; status change and resend with SPEC §8's toasts.
 */
export function OrderDetail({ listed, onClose }: { listed: Order; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const [, navigate] = useLocation();
  const detail = useResource(orderAtom(listed.id));
  const order = detail.status === 'ready' ? detail.data : listed;
  const updateStatus = useSetAtom(updateOrderStatusAtom);
  const resendStatus = useSetAtom(resendOrderStatusAtom);

  const update = useAction(async (status: OrderStatusName) => {
    if (!isUpdateStatus(status)) return;
    const change = await updateStatus(order.id, status);
    if (change.notification.sent) toast('success', t(successKeys.orderStatusUpdated));
    // The status changed, but the customer heard nothing: say why (no balance, expired plan).
    else toast('info', t(notSentKey(change.notification.reason ?? 'integration:insufficientBalance')));
  });

  const resend = useAction(async () => {
    try {
      await resendStatus(order.id);
    } catch (error) {
      // SPEC §8 'Error while resending' (a 403 has already ended the session with its own toast).
      if (!(isApiError(error) && error.messageKey === 'errors:sessionExpired')) toast('error', t('errors:order.resendError'));
      throw error;
    }
    toast('success', t(successKeys.orderStatusResent));
  });

  const translated = (key: string | null) => (key ? t(key, { defaultValue: t('errors:somethingWentWrong') }) : undefined);
  return (
    <OrderModal
      order={order}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onUpdateStatus={(status) => void update.run(status)}
      onResend={() => void resend.run()}
      onViewInvoice={() => navigate(`/orders/${order.id}/invoice`)}
      isUpdating={update.pending}
      isResending={resend.pending}
      updateError={translated(update.errorKey)}
      resendError={translated(resend.errorKey)}
    />
  );
}

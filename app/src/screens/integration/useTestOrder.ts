import { useState } from 'react';
import type { OrderPayload, OrderUpdateStatus } from '@wasl/api/types';
import { outcomeOf, type TestOutcome } from '@wasl/widgets/integration';
import { sendTestOrderAtom, sendTestUpdateAtom } from '../../state/integration';
import { useMutation } from '../../state/mutation';

/**
 * The test's two calls and their answers in words (SPEC §8), shared by /test and the integration
 * page's panel: the outcome of each is shown beside its button, not as a toast.
 */
export function useTestOrder() {
  const [created, setCreated] = useState<string | null>(null);
  const [sent, setSent] = useState<TestOutcome | null>(null);
  const [updated, setUpdated] = useState<TestOutcome | null>(null);
  const send = useMutation(sendTestOrderAtom, {
    onSuccess: (_result, _key, payload: OrderPayload) => {
      setSent(outcomeOf({ ok: true }, 'create'));
      setCreated(payload.Order_ID);
    },
  });
  const update = useMutation(sendTestUpdateAtom, {
    onSuccess: () => setUpdated(outcomeOf({ ok: true }, 'update')),
  });
  return {
    createdOrderId: created,
    sendOutcome: send.errorKey ? outcomeOf({ ok: false, messageKey: send.errorKey }, 'create') : sent,
    updateOutcome: update.errorKey ? outcomeOf({ ok: false, messageKey: update.errorKey }, 'update') : updated,
    isSending: send.pending,
    isUpdating: update.pending,
    onSend: (key: string, payload: OrderPayload) => {
      setSent(null);
      void send.run(key, payload);
    },
    onUpdate: (key: string, orderId: string, status: OrderUpdateStatus) => {
      setUpdated(null);
      void update.run(key, orderId, status);
    },
  };
}

/** The orders list searched for the test order (the merchant sees it there). */
export const orderSearchHref = (orderId: string) => `/orders?search=${encodeURIComponent(orderId)}`;

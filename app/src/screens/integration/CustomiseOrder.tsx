import { useEffect, useReducer, useRef, useState } from 'react';
import type { OrderMessageSetting } from '@wasl/api/models';
import { useTranslation } from '@wasl/i18n';
import { Button, Link } from '@wasl/ui';
import {
  initialOrderMessages,
  isOrderMessagesDirty,
  orderMessagesBody,
  orderMessagesReducer,
  OrderMessagesEditor,
  type OrderMessagesEvent,
} from '@wasl/widgets/orderMessages';
import { PageSkeleton } from '../../shell/PageSkeleton';
import { ErrorState } from '../../shell/ErrorState';
import { orderMessagesAtom, updateOrderMessagesAtom } from '../../state/contacts';
import { useMutation } from '../../state/mutation';
import { gateOf, openPlanGate } from '../../state/planGate';
import { useResource } from '../../state/useResource';
import { toast } from '../../state/toast';
import * as screens from '../screens.css';

/**
 * /api_integration/customise_order (issue 22): which order status messages go out, in which order,
 * and their English and Arabic texts with a WhatsApp-style preview. The server sends what is saved
 * here on every status change (routes/orders/messages.ts); plan feature `order_updates`.
 */
export function CustomiseOrder() {
  const { t } = useTranslation('orderMessages');
  const messages = useResource(orderMessagesAtom);
  const gate = messages.status === 'error' ? gateOf(messages.error) : null;
  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <div>
        <h1 id="page-heading" className={screens.heading}>
          {t('title')}
        </h1>
        <p className={screens.lead}>{t('lead')}</p>
        <p className={screens.lead}>
          {t('templatesNote')} <Link href="/orders/template">{t('templatesLink')}</Link>
        </p>
      </div>
      {messages.status === 'loading' ? <PageSkeleton kind="form" /> : null}
      {messages.status === 'error' ? (
        <>
          <ErrorState messageKey={messages.messageKey} onRetry={messages.retry} />
          {gate ? (
            <div>
              <Button onPress={() => openPlanGate(gate)}>{t('upgrade')}</Button>
            </div>
          ) : null}
        </>
      ) : null}
      {messages.status === 'ready' ? <Editor saved={messages.data.messages} /> : null}
    </section>
  );
}

function Editor({ saved }: { saved: OrderMessageSetting[] }) {
  const { t } = useTranslation('orderMessages');
  const [state, dispatch] = useReducer(orderMessagesReducer, saved, initialOrderMessages);
  const [previous, setPrevious] = useState(saved);
  const submit = useMutation(updateOrderMessagesAtom, {
    success: 'orderMessages:saved',
    onSuccess: (answer) => dispatch({ type: 'submitted', messages: answer.messages }),
  });

  // A new answer from the server (after a save elsewhere): start from it when nothing was edited.
  if (previous !== saved) {
    setPrevious(saved);
    if (!isOrderMessagesDirty(state, previous)) dispatch({ type: 'reset', saved });
  }

  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !submit.pending && state.submitting) {
      dispatch({ type: 'submitFailed', reason: submit.errorKey ?? 'errors:somethingWentWrong' });
    }
    wasPending.current = submit.pending;
  }, [submit.pending, submit.errorKey, state.submitting]);

  const send = (event: OrderMessagesEvent) => {
    if (event.type === 'submit') {
      if (!isOrderMessagesDirty(state, saved)) {
        toast('info', t('unchanged'));
        return;
      }
      const next = orderMessagesReducer(state, event);
      dispatch(event);
      if (next.submitting) void submit.run({ messages: orderMessagesBody(next) });
      else toast('error', t('invalid'));
      return;
    }
    dispatch(event);
  };

  return <OrderMessagesEditor saved={saved} state={state} onEvent={send} />;
}

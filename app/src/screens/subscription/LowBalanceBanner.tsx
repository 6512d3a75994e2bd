import { LowBalanceNotice } from '@wasl/widgets/subscription/LowBalance';
import { subscriptionAtom } from '../../state/subscription';
import { useResource } from '../../state/useResource';

/** The dashboard's low-balance notice: shown only when a balance is below the alert set on /subscription. */
export function LowBalanceBanner() {
  const subscription = useResource(subscriptionAtom);
  return subscription.status === 'ready' ? <LowBalanceNotice subscription={subscription.data} /> : null;
}

import { BuyCoinsDialog } from '@wasl/widgets/subscription/BuyCoinsDialog';
import { UpgradeDialog } from '@wasl/widgets/subscription/UpgradeDialog';
import { closePlanGate, type PlanGateRequest } from '../../state/planGate';
import { subscriptionAtom } from '../../state/subscription';
import { useResource } from '../../state/useResource';

/** The one upgrade dialog and the one buy-coins dialog (SPEC §6), opened through `state/planGate.ts`. */
export function PlanGateDialogs({ request }: { request: PlanGateRequest }) {
  const subscription = useResource(subscriptionAtom);
  if (request.kind === 'coins') return <BuyCoinsDialog isOpen need={request.need} onClose={closePlanGate} />;
  // The offer is a plan above the current one: wait for it (an agent, who cannot read it, gets the catalogue's order).
  if (subscription.status === 'loading') return null;
  return (
    <UpgradeDialog
      reason={request.reason}
      currentPlanId={subscription.status === 'ready' ? subscription.data.plan.id : null}
      onClose={closePlanGate}
    />
  );
}

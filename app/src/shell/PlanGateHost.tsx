import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { planGateAtom } from '../state/planGate';

// The dialogs and their strings load when the gate first opens, not with every page.
const PlanGateDialogs = lazy(async () => ({ default: (await import('../screens/subscription/PlanGateDialogs')).PlanGateDialogs }));

/** Hosts SPEC §6's upgrade and buy-coins dialogs for every signed-in screen. */
export function PlanGateHost() {
  const request = useAtomValue(planGateAtom);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <PlanGateDialogs request={request} />
    </Suspense>
  );
}

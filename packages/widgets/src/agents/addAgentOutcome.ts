/**
 * What the add-agent result dialog says (SPEC §8): a dialog of its own, never an inline field error.
 * Success is 'Success!' with the invitation text; a failure is titled 'Error code {status}' with
 * 'Incorrect password!' (401), 'E-mail already exists' (409), the upgrade text (402: the package is
 * full) or 'Unknown Error' (anything else). No answer at all (status 0) has no code to show.
 */
export type AddAgentOutcome = { kind: 'success' } | { kind: 'error'; status: number };

export interface AddAgentOutcomeText {
  /** `agents:` key of the title (`addAgent.errorTitle` takes `{{status}}`). */
  title: 'agents:addAgent.errorTitle' | 'agents:addAgent.noAnswerTitle' | 'errors:addAgent.successTitle';
  body:
    | 'errors:addAgent.401'
    | 'errors:addAgent.409'
    | 'errors:addAgent.upgrade'
    | 'errors:addAgent.other'
    | 'errors:addAgent.successText'
    | 'errors:somethingWentWrong';
  tone: 'success' | 'danger';
}

export function addAgentOutcomeText(outcome: AddAgentOutcome): AddAgentOutcomeText {
  if (outcome.kind === 'success') return { title: 'errors:addAgent.successTitle', body: 'errors:addAgent.successText', tone: 'success' };
  if (outcome.status === 0) return { title: 'agents:addAgent.noAnswerTitle', body: 'errors:somethingWentWrong', tone: 'danger' };
  const body =
    outcome.status === 401
      ? 'errors:addAgent.401'
      : outcome.status === 409
        ? 'errors:addAgent.409'
        : outcome.status === 402
          ? 'errors:addAgent.upgrade'
          : 'errors:addAgent.other';
  return { title: 'agents:addAgent.errorTitle', body, tone: 'danger' };
}

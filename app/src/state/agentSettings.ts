/**
 * /agents/settings and /agents/{agentEmail} (issue 21): the merchant's agent settings (Show_Number,
 * chat end, support time and switches by section) and an agent's profile and analytics.
 */
import type { MerchantAgentSettingsBody, SupportTime } from '@wasl/api/types';
import { agentsAtom } from './agents';
import { mutation } from './mutation';
import { resource, resourceFamily } from './resource';

/** GET /section/agent/settings. */
export const agentSettingsAtom = resource((client) => client.getMerchantAgentSettings());

/** GET /section/agent/profile/{email} (an e-mail is one agent whatever its case). */
export const agentProfileAtom = resourceFamily((client, email: string) => client.getAgentProfile({ params: { email } }), {
  keyOf: (email) => email.trim().toLowerCase(),
});

const changed = [agentSettingsAtom, agentsAtom.all];

/** POST /section/agent/support_time/update[?section]: a section's hours, or the default's (null). */
export const saveSupportTimeAtom = mutation(
  async (client, section: number | null, body: SupportTime) =>
    void (await client.updateSupportTime({ query: section === null ? {} : { section }, body })),
  changed,
);

export type SupportSwitchName = 'support' | 'botflow';

/** POST /section/agent/support/toggle or /botflow/toggle[?section]: answers the new Status (the truth). */
export const toggleSupportSwitchAtom = mutation(async (client, which: SupportSwitchName, section: number | null) => {
  const input = { query: section === null ? {} : { section } };
  const answer = await (which === 'support' ? client.toggleSupport(input) : client.toggleBotflow(input));
  return answer.Status;
}, changed);

/** POST /section/agent/settings {Show_Number?, Chat_End_Hours?, Retention_Days?}: answers the settings as saved. */
export const saveAgentSettingsAtom = mutation(
  (client, body: MerchantAgentSettingsBody) => client.updateMerchantAgentSettings({ body }),
  [agentSettingsAtom],
);

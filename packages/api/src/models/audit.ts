/**
 * The audit log's actions (issue 23, "Audit log"): the one typed list of what a merchant or an agent
 * did. A route of the table declares `audit: '<action>'` and the server records it after a
 * successful call (packages/server/src/audit/record.ts); the screen and the filter read this list.
 */
export const auditActions = [
  'login',
  'password.changed',
  'agent.added',
  'agent.removed',
  'agent.renamed',
  'agent.settingsSaved',
  'section.created',
  'section.updated',
  'section.deleted',
  'apiKey.regenerated',
  'apiKey.revoked',
  'campaign.created',
  'campaign.updated',
  'campaign.submitted',
  'campaign.paused',
  'campaign.resumed',
  'campaign.trashed',
  'campaign.restored',
  'contact.deleted',
  'customer.exported',
  'customer.erased',
  'settings.saved',
  'audit.exported',
  // Written by the daily retention job (not a route): what it deleted, attributed to the merchant whose period it applied (ADR 013).
  'retention.run',
  // Written by the daily add-on renewal job: an add-on whose monthly payment stayed unpaid past the grace stopped (ADR 024).
  'addon.lapsed',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Who did it. */
export const auditActorKinds = ['merchant', 'agent'] as const;
export type AuditActorKind = (typeof auditActorKinds)[number];

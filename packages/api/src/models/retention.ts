/**
 * Conversation retention (issue 23, PDPL; ADR 013): how many days a merchant keeps conversations
 * after their last activity, or forever (null, the default). One source for the request schema,
 * the settings form and the server's daily `retention.run` job. Orders and invoices are never
 * deleted by it (legal retention, ADR 010).
 */
export const RETENTION_DAYS = { min: 30, max: 3650 } as const;

/** The periods the form offers as a starting point (any whole number of days in range is allowed). */
export const RETENTION_PRESETS = [30, 90, 180, 365, 730] as const;

/** Whether `days` is a choosable retention period (a whole number of days from 30 to 3650). */
export function isRetentionDays(days: number): boolean {
  return Number.isInteger(days) && days >= RETENTION_DAYS.min && days <= RETENTION_DAYS.max;
}

/** The oldest last-activity time kept at `now` with a period of `days` (everything before it is deleted). */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/**
 * The length limits a form checks as you type and the server enforces, in one place. Counted in
 * characters as a person and WhatsApp count them (code points, `charLength`: an emoji or an Arabic
 * letter is one), by the form and by the schema alike, so text the form accepts is never refused.
 */

/** A campaign (SPEC §3, the campaign wizard; `CampaignBody`). */
export const CAMPAIGN_LIMITS = {
  nameMin: 3,
  name: 100,
  /** WhatsApp's template body limit. */
  content: 1024,
  buttons: 3,
  buttonText: 25,
  durationDays: 90,
  dailyLimit: 100_000,
} as const;

/** An agent's quick messages (SPEC §3: key and content; `UpdateQuickBody`). */
export const QUICK_MESSAGE_LIMITS = { count: 100, key: 50, content: 1000 } as const;

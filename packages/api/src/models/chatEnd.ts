/**
 * SPEC §9 "Chat can end automatically after set hours, or never": the hours a merchant may choose
 * (half-hour steps up to the 74-hour user-initiated session) — one source for the body schema, the
 * settings form and its tests. Stored in minutes in `settings.chat_end_minutes` (0 = never), the
 * column the inbox's chat-end sweep reads.
 */
export const CHAT_END_HOURS = { min: 0.5, max: 74, step: 0.5 } as const;

/** Whether `hours` is a choosable chat end (a number of half hours from 0.5 to 74). */
export function isChatEndHours(hours: number): boolean {
  return (
    Number.isFinite(hours) && hours >= CHAT_END_HOURS.min && hours <= CHAT_END_HOURS.max && Number.isInteger(hours / CHAT_END_HOURS.step)
  );
}

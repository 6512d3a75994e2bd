import { Time } from '@internationalized/date';

/**
 * Support hours, section start/end and the campaign start hour travel as `HH:mm` strings
 * (SPEC §3 Support_Time {Start, End}; default 00:00 to 00:00). These convert at the edge.
 */
export function parseTimeString(value: string): Time | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return new Time(hour, minute, second);
}

/** `HH:mm`, always Latin digits and 24-hour, whatever the display locale. */
export function formatTimeString(time: { hour: number; minute: number }): string {
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}

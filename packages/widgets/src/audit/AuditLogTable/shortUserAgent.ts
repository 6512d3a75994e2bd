/**
 * A user agent as a person reads it: the browser (with its major version) and the system
 * ("Chrome 131 · Windows", "Safari 18 · iOS"); a client that is not a known browser (curl, an app's
 * HTTP library) keeps its first word, clipped. '' stays ''. The full string is in the CSV export.
 */
const browsers: [name: string, pattern: RegExp][] = [
  // Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const systems: [name: string, pattern: RegExp][] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

/** At most this many characters of an unknown client's name. */
export const UNKNOWN_AGENT_LENGTH = 32;

export function shortUserAgent(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return '';
  const browser = browsers.map(([name, pattern]) => [name, pattern.exec(ua)] as const).find(([, match]) => match);
  const system = systems.find(([, pattern]) => pattern.test(ua))?.[0];
  if (browser) return [`${browser[0]} ${browser[1]![1]}`, system].filter(Boolean).join(' · ');
  const first = ua.split(/\s+/)[0]!;
  return first.length > UNKNOWN_AGENT_LENGTH ? `${first.slice(0, UNKNOWN_AGENT_LENGTH)}…` : first;
}

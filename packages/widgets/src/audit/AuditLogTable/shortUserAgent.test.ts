import { describe, expect, it } from 'vitest';
import { UNKNOWN_AGENT_LENGTH, shortUserAgent } from './shortUserAgent';

describe('shortUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 · Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
      'Edge 131 · Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari 18 · iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
      'Safari 17 · macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 · Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet 26 · Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/135.0.0.0 Safari/537.36', 'Chrome 135 · Linux'],
    ['curl/8.5.0', 'curl/8.5.0'],
    ['', ''],
    ['   ', ''],
  ])('%s → %s', (ua, short) => {
    expect(shortUserAgent(ua)).toBe(short);
  });

  it('clips an unknown client to its first word, at most UNKNOWN_AGENT_LENGTH characters', () => {
    const long = `${'x'.repeat(200)} more`;
    expect(shortUserAgent(long)).toBe(`${'x'.repeat(UNKNOWN_AGENT_LENGTH)}…`);
    expect(shortUserAgent('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});

import { describe, expect, it } from 'vitest';
import { profileLinks } from './profileLinks';

describe('profileLinks', () => {
  it('keeps the non-empty valid links in a fixed order, with an https address for a bare domain', () => {
    expect(
      profileLinks({ Facebook: 'facebook.com/nakhla', Website: 'nakhla.sa', Twitter: '', Instagram: 'https://instagram.com/nakhla' }),
    ).toEqual([
      { kind: 'Website', href: 'https://nakhla.sa/' },
      { kind: 'Instagram', href: 'https://instagram.com/nakhla' },
      { kind: 'Facebook', href: 'https://facebook.com/nakhla' },
    ]);
  });
  it('drops what is not an http(s) link (scripts, data, spaces)', () => {
    expect(profileLinks({ Website: 'javascript:alert(1)', Instagram: 'data:text/html,hi', Twitter: 'x .com', Facebook: '  ' })).toEqual([]);
  });
});

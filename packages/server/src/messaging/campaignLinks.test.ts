import { describe, expect, it } from 'vitest';
import { isHttpUrl, LINK_TOKEN, newLinkToken, renderCampaignBody, trackedUrl } from './campaignLinks.ts';

describe('campaign links (pure parts)', () => {
  it('tokens are 22 random base64url characters, all different', () => {
    const tokens = Array.from({ length: 1000 }, newLinkToken);
    for (const token of tokens) expect(token).toMatch(LINK_TOKEN);
    expect(new Set(tokens).size).toBe(1000);
  });

  it('only http(s) addresses are links', () => {
    for (const ok of ['https://nakhla.sa/offers', 'http://x.example/a?b=1', 'HTTPS://X.EXAMPLE']) expect(isHttpUrl(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://x', '//evil.example', 'data:text/html,x', '', null, undefined, 'https://a b'])
      expect(isHttpUrl(bad), String(bad)).toBe(false);
  });

  it('renders each button as its label and its tracked link on our origin, after the content', () => {
    const body = renderCampaignBody(
      'خصم ٣٠٪',
      [
        { button: 0, text: 'تسوق الآن', token: 'A'.repeat(22) },
        { button: 2, text: 'About', token: 'B'.repeat(22) },
      ],
      'https://wasl.example/',
    );
    expect(body).toBe(`خصم ٣٠٪\n\nتسوق الآن: https://wasl.example/r/${'A'.repeat(22)}\nAbout: https://wasl.example/r/${'B'.repeat(22)}`);
    expect(renderCampaignBody('No buttons', [], 'https://wasl.example')).toBe('No buttons');
    expect(trackedUrl('http://localhost:3000', 'tok')).toBe('http://localhost:3000/r/tok');
  });
});

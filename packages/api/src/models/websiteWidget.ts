/**
 * The website widget (SPEC §6 `widget`): a "chat with us on WhatsApp" button the merchant pastes
 * into their store. Pure: the contract's schemas (its limits), the server (the link it answers and
 * the ink it picks), the dashboard's preview and snippet, and the served script (its constants are
 * interpolated from here) share it. README "Website widget".
 */
import { PUBLIC_BASE } from '../paths';
import { phoneDigits } from './phone';

/** Where the store loads the script from (our origin + this path; the route table's getWidgetScript). */
export const WIDGET_SCRIPT_PATH = `${PUBLIC_BASE}/widget.js`;

/** Where the button sits: the bottom corner at the start or the end of the line (mirrored in Arabic). */
export const widgetPositions = ['start', 'end'] as const;
export type WidgetPosition = (typeof widgetPositions)[number];

/** The languages the button speaks; the host page's `<html lang>` (or `data-lang`) picks one. */
export const widgetLanguages = ['en', 'ar'] as const;
export type WidgetLanguage = (typeof widgetLanguages)[number];

export const WIDGET_LIMITS = {
  /** The pre-filled message (a wa.me link carries it in its URL). */
  message: 500,
  /** The button's label. */
  label: 60,
} as const;

/** An opaque `#rrggbb` colour: nothing else can reach the script's stylesheet. */
export const WIDGET_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The public id in the snippet: 128 random bits, base64url (22 characters). */
export const WIDGET_PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

/** WhatsApp's click-to-chat base. */
export const WA_ME = 'https://wa.me/';

/** The language the button speaks on a page whose language is `lang` (`ar`, `ar-SA` → ar; else en). */
export const widgetLanguageOf = (lang: string | null | undefined): WidgetLanguage =>
  (lang ?? '').trim().toLowerCase().slice(0, 2) === 'ar' ? 'ar' : 'en';

/** The number as wa.me wants it: international digits only, no `+`, no leading zeros (null when it cannot be one). */
export function waMePhone(phone: string): string | null {
  const digits = phoneDigits(phone).replace(/^0+/, '');
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** `https://wa.me/<digits>?text=<message>` (no `text` when the message is empty). */
export function waMeLink(phoneDigits: string, message: string): string {
  const text = message.trim();
  return WA_ME + phoneDigits + (text ? `?text=${encodeURIComponent(text)}` : '');
}

/**
 * The label's colour on the merchant's colour: white or near-black, whichever contrasts more (WCAG
 * relative luminance — the formula of tokens/src/contrast.ts, which @wasl/api may not import;
 * websiteWidget.test.ts in the widgets checks they agree).
 */
export const WIDGET_INK = { light: '#ffffff', dark: '#111111' } as const;
export function widgetInk(background: string): string {
  if (!WIDGET_COLOUR.test(background)) return WIDGET_INK.light;
  const n = Number.parseInt(background.slice(1), 16);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const lum = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const bg = lum((n >> 16) & 255, (n >> 8) & 255, n & 255);
  const dark = lum(0x11, 0x11, 0x11);
  const onLight = 1.05 / (bg + 0.05);
  const onDark = (bg + 0.05) / (dark + 0.05);
  return onLight >= onDark ? WIDGET_INK.light : WIDGET_INK.dark;
}

/** What a new widget starts with (the merchant's content once saved, so data, not interface strings). */
export const WIDGET_DEFAULTS = {
  enabled: true,
  color: '#1e7f5c',
  position: 'end' as WidgetPosition,
  label: { en: 'Chat with us on WhatsApp', ar: 'تواصل معنا عبر واتساب' },
  message: { en: 'Hello! I have a question about your store.', ar: 'مرحبًا! لدي سؤال عن متجركم.' },
};

/** The snippet the merchant pastes into their store (before `</body>`). */
export const widgetSnippet = (origin: string, publicId: string): string =>
  `<script src="${origin}${WIDGET_SCRIPT_PATH}" data-wasl-widget="${publicId}" async></script>`;

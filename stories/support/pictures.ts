/**
 * Local pictures for stories (no network): small SVG portraits and a store mark as data URLs,
 * plus one that is not an image at all, to show the initials fallback.
 */
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)}`;

const portrait = (background: string, skin: string, hair: string, shirt: string, scarf = false) =>
  svg(
    `<rect width="64" height="64" fill="${background}"/>` +
      `<path d="M10 64c2-13 11-20 22-20s20 7 22 20z" fill="${shirt}"/>` +
      (scarf
        ? `<path d="M16 40c0-14 7-26 16-26s16 12 16 26c-4 4-10 6-16 6s-12-2-16-6z" fill="${hair}"/>`
        : `<path d="M19 27c0-9 6-15 13-15s13 6 13 15c-3-4-8-6-13-6s-10 2-13 6z" fill="${hair}"/>`) +
      `<circle cx="32" cy="29" r="11" fill="${skin}"/>`,
  );

export const pictures = {
  /** A woman in a headscarf, teal background. */
  sara: portrait('#cfe8e4', '#e0b48e', '#3d4f6e', '#0f6e66', true),
  /** A man, sand background. */
  omar: portrait('#efe3cf', '#c98e63', '#2b2320', '#5b4fb0'),
  /** A store's mark: a rose on a soft pink. */
  store: svg(
    '<rect width="64" height="64" fill="#fbe8e6"/><circle cx="32" cy="28" r="12" fill="#b8261d"/>' +
      '<path d="M32 40v14M32 48c-5 0-8-3-9-6 5 0 8 2 9 6z" stroke="#1f7a3a" stroke-width="3" fill="#1f7a3a"/>',
  ),
  /** Not a picture: the browser fails to decode it, as with a broken upload. */
  broken: 'data:image/png;base64,AAAA',
};

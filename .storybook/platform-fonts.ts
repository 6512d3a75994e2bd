import { cdp } from 'vitest/browser';

/** What Chromium's DevTools protocol says of a node (only the fields we read). */
interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue?: string;
  documentURL?: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** A face that drew glyphs of a story without being one of the design system's web fonts. */
export interface ForeignFont {
  family: string;
  glyphs: number;
  /** The start of the element's text, to find it. */
  text: string;
}

const notRendered = new Set(['SCRIPT', 'STYLE', 'TITLE', 'HEAD', 'NOSCRIPT', 'TEMPLATE']);
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function findDocument(node: DomNode, url: string): DomNode | undefined {
  if (node.nodeName === '#document' && node.documentURL === url) return node;
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]) {
    const found = findDocument(child, url);
    if (found) return found;
  }
  return undefined;
}

/** Elements of the document (shadow roots included) with a text node of their own, and that text. */
function textElements(node: DomNode, found: Map<number, string>) {
  if (node.nodeType === ELEMENT_NODE && notRendered.has(node.nodeName)) return;
  for (const child of node.children ?? []) {
    if (child.nodeType === TEXT_NODE && node.nodeType === ELEMENT_NODE && child.nodeValue?.trim()) {
      found.set(node.nodeId, (found.get(node.nodeId) ?? '') + child.nodeValue);
    }
  }
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) textElements(child, found);
}

/**
 * Every face Chromium used to draw this page's text that is not a web font of the page
 * (`isCustomFont`): a system face or the renderer's own fallback. The design system ships every face
 * it uses (tokens/src/fonts.css), so any such face means a glyph whose look depends on the machine.
 *
 * The DOM and CSS agents are on only for the check: left on, they report every DOM mutation and
 * style sheet of the stories that follow over the protocol, which cost the light modes (the only
 * ones checked) minutes per run (docs/performance.md).
 */
export async function foreignFonts(): Promise<ForeignFont[]> {
  const session = cdp();
  // CSS needs DOM enabled first.
  await session.send('DOM.enable');
  try {
    await session.send('CSS.enable');
    try {
      return await collectSettled(session);
    } finally {
      await session.send('CSS.disable');
    }
  } finally {
    await session.send('DOM.disable');
  }
}

/** The DOM changed under the check: a node of the snapshot is gone (a story re-rendered). */
const NODE_GONE = /could not find node/i;
const ATTEMPTS = 3;

/**
 * A story may still re-render while the check reads it (react-aria's deferred updates, a
 * transition), and a node of the snapshot then no longer exists. Its replacement is in a new
 * snapshot, so the whole page is read again rather than the node skipped: a glyph is never left
 * unchecked.
 */
async function collectSettled(session: ReturnType<typeof cdp>): Promise<ForeignFont[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await collectForeignFonts(session);
    } catch (error) {
      if (attempt >= ATTEMPTS || !NODE_GONE.test(String((error as Error)?.message ?? error))) throw error;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
  }
}

async function collectForeignFonts(session: ReturnType<typeof cdp>): Promise<ForeignFont[]> {
  const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const document = findDocument(root, location.href);
  if (!document) throw new Error(`platform fonts: no document at ${location.href} in the DevTools tree`);
  const elements = new Map<number, string>();
  textElements(document, elements);
  const answers = await Promise.all(
    [...elements].map(async ([nodeId, text]) => {
      const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId })) as { fonts: PlatformFont[] };
      return fonts
        .filter((font) => !font.isCustomFont && font.glyphCount > 0)
        .map((font) => ({ family: font.familyName, glyphs: font.glyphCount, text: text.trim().slice(0, 60) }));
    }),
  );
  return answers.flat();
}

/**
 * What decides the face of a glyph besides the glyph itself: the family stack, weight, style,
 * stretch and the language (Chromium's fallback is per character, for a given style and locale).
 */
function styleOf(element: Element): string {
  const style = getComputedStyle(element);
  return [
    style.fontFamily,
    style.fontWeight,
    style.fontStyle,
    style.fontStretch,
    element.closest('[lang]')?.getAttribute('lang') ?? '',
  ].join('|');
}

/**
 * Each rendered character of the page with the style it is drawn in (`style\u0000character`): the
 * same text nodes the DevTools check reads (elements' own text, open shadow roots included,
 * nothing inside the elements that never render). Text in a hidden subtree is left out, since
 * Chromium reports no font for it: it is checked when it shows.
 */
function renderedCharacters(root: Document | ShadowRoot = document, found = new Set<string>()): Set<string> {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeType === ELEMENT_NODE && notRendered.has((node as Element).nodeName.toUpperCase())
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === ELEMENT_NODE) {
      const { shadowRoot } = node as Element;
      if (shadowRoot) renderedCharacters(shadowRoot, found);
      continue;
    }
    const parent = node.parentElement;
    const text = node.nodeValue ?? '';
    if (!parent || !text.trim() || !parent.checkVisibility()) continue;
    const style = styleOf(parent);
    for (const character of text) if (character.trim()) found.add(`${style}\u0000${character}`);
  }
  return found;
}

/** Characters, per style, that a DevTools check of this page already found in the design system's faces. */
const verified = new Set<string>();

/**
 * The story tests' check: {@link foreignFonts}, run only when the page shows a character in a style
 * that no earlier check of this page (one page serves a whole story mode) has seen drawn. The face
 * of a glyph depends on the character, its style and its language alone, so text made only of such
 * characters cannot bring a new face; after the first few dozen stories most stories need no
 * DevTools call, and the light modes lost the minutes the check cost them (docs/performance.md).
 * Characters are marked seen only when the check found no foreign face and they were on the page
 * both before and after it (text that came or went during the check is checked again next time).
 */
export async function foreignFontsOfNewText(): Promise<ForeignFont[]> {
  const before = renderedCharacters();
  if ([...before].every((key) => verified.has(key))) return [];
  const foreign = await foreignFonts();
  if (foreign.length > 0) return foreign;
  const after = renderedCharacters();
  for (const key of before) if (after.has(key)) verified.add(key);
  return foreign;
}

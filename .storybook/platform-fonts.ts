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

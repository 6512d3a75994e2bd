/**
 * Chatbot flows for stories, component tests and the FlowCanvas benchmark: a small bilingual flow,
 * hostile texts, an invalid flow (every WhatsApp problem once), and large generated flows.
 */
import {
  childrenOf,
  effectiveType,
  findNode,
  findStartNode,
  nodeText,
  nodeTitle,
  type Flow,
  type FlowLanguage,
  type FlowNode,
} from '@wasl/api/models';
import hostile from './fixtures/hostile-strings.json';

const node = (
  id: string,
  type: FlowNode['type'],
  x: number,
  y: number,
  enTitle: string,
  arTitle: string,
  enText: string,
  arText: string,
  list?: boolean,
): FlowNode => ({ id, type, position: { x, y }, data: { enTitle, arTitle, enText, arText, ...(list ? { list } : {}) } });
const edge = (source: string, target: string) => ({ id: `e-${source}-${target}`, source, target });

/** The seeded store's flow in small: welcome → order status, an agent, delivery questions. */
export const smallFlow: Flow = {
  nodes: [
    node('welcome', 'text', 0, 0, 'Start', 'البداية', 'Welcome to Nakheel Dates! How can we help?', 'أهلًا بك في تمور النخيل! كيف نخدمك؟'),
    node('track', 'order', -300, 220, 'Track my order', 'تتبع طلبي', '$ORDER', '$ORDER'),
    node('agent', 'agent', 0, 220, 'Customer care', 'خدمة العملاء', '$AGENT', '$AGENT'),
    node(
      'faq',
      'text',
      300,
      220,
      'Delivery',
      'التوصيل',
      'We deliver in 2–4 days across Saudi Arabia.',
      'نوصل خلال ٢–٤ أيام في جميع أنحاء السعودية.',
    ),
    node('lang', 'lang', 300, 440, 'العربية', 'English', '$LANG', '$LANG'),
  ],
  edges: [edge('welcome', 'track'), edge('welcome', 'agent'), edge('welcome', 'faq'), edge('faq', 'lang')],
};

/** Hostile text in every field: markup, bidi, 200-character names, emoji, empty-looking values. */
export const hostileFlow: Flow = {
  nodes: [
    node('h1', 'text', 0, 0, hostile.markup[0]!, hostile.bidi[2]!, hostile.markup[1]!, hostile.long[0]!.slice(0, 200)),
    node('h2', 'text', -300, 240, hostile.bidi[0]!, hostile.unicode[0]!, hostile.long[1]!.slice(0, 200), hostile.markup[4]!),
    node('h3', 'text', 0, 240, hostile.numbers[0]!, hostile.numbers[1]!, hostile.unicode[5]!, hostile.bidi[3]!),
    node('h4', 'agent', 300, 240, hostile.empty_like[3]!, hostile.unicode[3]!, '$AGENT', '$AGENT'),
  ],
  edges: [edge('h1', 'h2'), edge('h1', 'h3'), edge('h1', 'h4')],
};

/** One of each problem: 4 reply buttons, a 21-character button, a 1,025-character body, no text, unreachable. */
export const invalidFlow: Flow = {
  nodes: [
    node('menu', 'text', 0, 0, 'Menu', 'القائمة', 'x'.repeat(1025), 'اختر من القائمة'),
    node('a', 'text', -450, 220, 'Opening hours', 'ساعات العمل', 'From 9 to 10.', 'من ٩ إلى ١٠.'),
    node('b', 'text', -150, 220, 'Returns and refunds!!', 'الإرجاع', 'Within 14 days.', 'خلال ١٤ يومًا.'),
    node('c', 'text', 150, 220, 'Payment', 'الدفع', '', ''),
    node('d', 'agent', 450, 220, 'Customer care', 'خدمة العملاء', '$AGENT', '$AGENT'),
    node('orphan', 'text', 0, 460, 'Old offer', 'عرض قديم', 'This offer ended.', 'انتهى هذا العرض.'),
  ],
  edges: [edge('menu', 'a'), edge('menu', 'b'), edge('menu', 'c'), edge('menu', 'd')],
};

/**
 * A large flow for the 500-node story and the benchmark: a tree of at most 3 children per node on
 * a grid, plus cross edges up to `edges` in all. Deterministic (no randomness), so screenshots and
 * benchmark runs see the same flow.
 */
export function bigFlow(count = 500, edges = 600): Flow {
  const columns = Math.ceil(Math.sqrt(count * 1.5));
  const nodes = Array.from({ length: count }, (_, i) =>
    node(
      `n${i}`,
      i % 17 === 5 ? 'agent' : 'text',
      (i % columns) * 300,
      Math.floor(i / columns) * 220,
      `Step ${i}`,
      `الخطوة ${i}`,
      i % 17 === 5 ? '$AGENT' : `Message ${i}: how can we help?`,
      i % 17 === 5 ? '$AGENT' : `الرسالة ${i}: كيف نساعدك؟`,
    ),
  );
  const list = [] as Flow['edges'];
  for (let i = 1; i < count; i++) list.push(edge(`n${Math.floor((i - 1) / 3)}`, `n${i}`));
  for (let i = 0; list.length < edges && i < count - 7; i++) if (i % 5 === 0) list.push(edge(`n${i}`, `n${i + 7}`));
  for (let i = 1; list.length < edges; i++) list.push(edge(`n${count - i}`, `n${i}`));
  return { nodes, edges: list };
}

/**
 * A stand-in for `POST /section/chatbot/emulate` in stories: start → the start node's text and
 * buttons; a button → that node's text (or its title for $AGENT/$ORDER/$LANG) and its buttons.
 * The real emulator (server) also hands over, switches language and answers order numbers.
 */
export function storyEmulate(flow: Flow) {
  return async ({ language, button }: { language: FlowLanguage; button?: string }) => {
    const node = button ? findNode(flow, button) : findStartNode(flow);
    if (!node) return [];
    const buttons = childrenOf(flow, node.id).map((child) => ({ id: child.id, title: nodeTitle(child, language) }));
    const text = effectiveType(node) === 'text' ? nodeText(node, language) : nodeTitle(node, language);
    return [{ text, buttons }];
  };
}

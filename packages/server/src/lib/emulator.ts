/**
 * The chatbot emulator (SPEC §4 "The emulator appends bot replies to a chat log"; §7
 * POST /section/chatbot/emulate ?language, button with {nodes, edges}).
 *
 * Stateless: each call gets the flow, the language and the button the customer pressed (a node id
 * or a button title; none = the conversation starts) and answers the bot's replies:
 * - a text node replies with its text in the chosen language and offers its children's titles as
 *   buttons; a node without text and with exactly one child passes straight on (cycle-safe);
 * - $AGENT hands over to a human agent, routed to the support section whose name matches the
 *   node's title (else the first section with support on, else the general queue);
 * - $LANG switches language and re-offers the choices in the new language;
 * - $ORDER asks for the order number; typing an order number answers its status from the order
 *   data the caller supplies (the merchant's orders in the route, fixtures in tests);
 * - an unknown button answers a clear message and offers the start node's buttons again.
 */
import {
  childrenOf,
  effectiveType,
  findNode,
  findStartNode,
  isGreaterThenTen,
  nodeText,
  nodeTitle,
  type Flow,
  type FlowLanguage,
  type FlowNode,
  type FlowNodeType,
} from '@wasl/api/models';
import { isOrderStatus, orderStatusLabel, text } from './labels.ts';

export interface EmulatorSection {
  id: number;
  name: string;
  /** Support switched on for the section. @default true */
  support?: boolean;
}

export interface EmulatorOrder {
  Order_ID: string;
  status: string;
  total?: number;
  currency?: string;
  updated_at?: Date | string;
}

export type ReplyEvent =
  'message' | 'handover' | 'language' | 'order_prompt' | 'order_status' | 'order_unknown' | 'unknown_button' | 'empty_flow' | 'end';

export interface BotButton {
  id: string;
  title: string;
}

export interface BotReply {
  /** The node that produced the reply ('' for the bot's own messages). */
  node_id: string;
  type: FlowNodeType;
  text: string;
  buttons: BotButton[];
  event: ReplyEvent;
  /** The section the conversation goes to (handover only). */
  section?: { id: number; name: string } | null;
}

export interface EmulateInput {
  flow: Flow;
  language: FlowLanguage;
  /** Node id or button title pressed, or text typed; undefined/empty = start. */
  button?: string | undefined;
  sections?: readonly EmulatorSection[];
  orders?: readonly EmulatorOrder[];
}

export interface EmulateResult {
  replies: BotReply[];
  /** The language after the replies ($LANG switches it). */
  language: FlowLanguage;
  /** True once the conversation was handed to a human agent. */
  handover: boolean;
  isGreaterThenTen: boolean;
}

/** How many text-less single-child nodes are followed in one step (cycle guard). */
const MAX_PASS_THROUGH = 25;

/** The bot's own sentences, from the catalogue (`notify:bot.*`) in the conversation's language. */
export const EMULATOR_TEXTS = {
  empty: (l: FlowLanguage) => text(l, 'notify:bot.empty'),
  unknown: (l: FlowLanguage, choice: string) => text(l, 'notify:bot.unknown', { choice }),
  handover: (l: FlowLanguage, section: string | null) =>
    section ? text(l, 'notify:bot.handoverSection', { section }) : text(l, 'notify:bot.handover'),
  language: (l: FlowLanguage) => text(l, 'notify:bot.language'),
  orderPrompt: (l: FlowLanguage) => text(l, 'notify:bot.orderPrompt'),
  orderStatus: (l: FlowLanguage, id: string, status: string) => text(l, 'notify:bot.orderStatus', { id, status }),
  orderUnknown: (l: FlowLanguage, id: string) => text(l, 'notify:bot.orderUnknown', { id }),
  end: (l: FlowLanguage) => text(l, 'notify:bot.end'),
};

function buttonsOf(flow: Flow, node: FlowNode, language: FlowLanguage): BotButton[] {
  return childrenOf(flow, node.id).map((child) => ({ id: child.id, title: nodeTitle(child, language) }));
}

function normalise(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Resolves the pressed button: node id first, then a title in the chosen language, then in the other. */
function resolveButton(flow: Flow, button: string, language: FlowLanguage): FlowNode | undefined {
  const byId = findNode(flow, button);
  if (byId) return byId;
  const wanted = normalise(button);
  if (!wanted) return undefined;
  const other: FlowLanguage = language === 'en' ? 'ar' : 'en';
  const titleOf = (n: FlowNode, l: FlowLanguage) => normalise(l === 'en' ? n.data.enTitle : n.data.arTitle);
  return flow.nodes.find((n) => titleOf(n, language) === wanted) ?? flow.nodes.find((n) => titleOf(n, other) === wanted);
}

function findOrder(orders: readonly EmulatorOrder[], typed: string): EmulatorOrder | undefined {
  const wanted = typed.trim().replace(/^#/, '').toLowerCase();
  if (!wanted || wanted.length > 64) return undefined;
  return orders.find((o) => o.Order_ID.replace(/^#/, '').toLowerCase() === wanted);
}

function looksLikeOrderNumber(text: string): boolean {
  return /^#?[A-Za-z]{0,6}-?\d{3,}$/.test(text.trim());
}

export function emulate(input: EmulateInput): EmulateResult {
  const { flow } = input;
  let language = input.language;
  const sections = input.sections ?? [];
  const orders = input.orders ?? [];
  const replies: BotReply[] = [];
  let handover = false;
  const result = (): EmulateResult => ({ replies, language, handover, isGreaterThenTen: isGreaterThenTen(flow) });

  const start = findStartNode(flow);
  if (!start) {
    replies.push({ node_id: '', type: 'text', text: EMULATOR_TEXTS.empty(language), buttons: [], event: 'empty_flow' });
    return result();
  }

  const pressed = input.button?.trim() ?? '';
  let node: FlowNode | undefined;
  if (!pressed) node = start;
  else {
    node = resolveButton(flow, pressed, language);
    if (!node) {
      const order = findOrder(orders, pressed);
      if (order) {
        const label = isOrderStatus(order.status) ? orderStatusLabel(language, order.status) : order.status;
        replies.push({
          node_id: '',
          type: 'order',
          text: EMULATOR_TEXTS.orderStatus(language, order.Order_ID, label),
          buttons: buttonsOf(flow, start, language),
          event: 'order_status',
        });
      } else if (looksLikeOrderNumber(pressed) && flow.nodes.some((n) => effectiveType(n) === 'order')) {
        replies.push({
          node_id: '',
          type: 'order',
          text: EMULATOR_TEXTS.orderUnknown(language, pressed.slice(0, 64)),
          buttons: buttonsOf(flow, start, language),
          event: 'order_unknown',
        });
      } else {
        replies.push({
          node_id: '',
          type: 'text',
          text: EMULATOR_TEXTS.unknown(language, pressed.slice(0, 100)),
          buttons: buttonsOf(flow, start, language),
          event: 'unknown_button',
        });
      }
      return result();
    }
  }

  const visited = new Set<string>();
  for (let step = 0; node && step <= MAX_PASS_THROUGH; step++) {
    if (visited.has(node.id)) break; // a cycle of text-less nodes: stop rather than loop
    visited.add(node.id);
    const type = effectiveType(node);
    if (type === 'agent') {
      const wanted = normalise(nodeTitle(node, 'en'));
      const wantedAr = normalise(nodeTitle(node, 'ar'));
      const open = sections.filter((s) => s.support !== false);
      const section = open.find((s) => normalise(s.name) === wanted || normalise(s.name) === wantedAr) ?? open[0] ?? null;
      const own = nodeText(node, language);
      replies.push({
        node_id: node.id,
        type,
        text: own
          ? `${own}\n${EMULATOR_TEXTS.handover(language, section?.name ?? null)}`
          : EMULATOR_TEXTS.handover(language, section?.name ?? null),
        buttons: [],
        event: 'handover',
        section: section ? { id: section.id, name: section.name } : null,
      });
      handover = true;
      break;
    }
    if (type === 'lang') {
      language = language === 'en' ? 'ar' : 'en';
      const children = buttonsOf(flow, node, language);
      replies.push({
        node_id: node.id,
        type,
        text: nodeText(node, language) || EMULATOR_TEXTS.language(language),
        buttons: children.length ? children : buttonsOf(flow, start, language),
        event: 'language',
      });
      break;
    }
    if (type === 'order') {
      replies.push({
        node_id: node.id,
        type,
        text: nodeText(node, language) || EMULATOR_TEXTS.orderPrompt(language),
        buttons: buttonsOf(flow, node, language),
        event: 'order_prompt',
      });
      break;
    }
    const text = nodeText(node, language);
    const children = childrenOf(flow, node.id);
    if (!text && children.length === 1) {
      node = children[0];
      continue;
    }
    const buttons = buttonsOf(flow, node, language);
    replies.push({
      node_id: node.id,
      type: 'text',
      text: text || (buttons.length ? nodeTitle(node, language) : EMULATOR_TEXTS.end(language)),
      buttons,
      event: buttons.length ? 'message' : 'end',
    });
    break;
  }
  if (replies.length === 0) {
    // Only reachable through a cycle of text-less nodes: say something instead of nothing.
    replies.push({
      node_id: start.id,
      type: 'text',
      text: EMULATOR_TEXTS.end(language),
      buttons: buttonsOf(flow, start, language),
      event: 'end',
    });
  }
  return result();
}

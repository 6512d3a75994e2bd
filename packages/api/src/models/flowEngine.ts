/**
 * The chatbot flow engine: ONE interpreter of a flow, pure, for the dashboard's emulator
 * (`POST /section/chatbot/emulate`) and for real WhatsApp conversations (the server's inbound
 * pipeline). Each call takes the flow, the conversation's language, where the conversation stands
 * (`at`: the node whose choices were offered last) and what the customer sent (a tapped button's id
 * and/or typed text), and answers the bot's replies and where the conversation stands next.
 *
 * - A text node replies with its text in the conversation's language and offers its children as
 *   choices (WhatsApp reply buttons, or list rows when the node says `list`); a node without text
 *   and with exactly one child passes straight on (cycle-safe).
 * - `$AGENT` hands over to a human, routed to the section named like the node (else the first
 *   section with support on, else the general queue).
 * - `$LANG` asks for the language (two choices, `LANGUAGE_CHOICE_PREFIX` + `en` / `ar`); the answer
 *   switches the conversation's language and restarts the flow in it.
 * - `$ORDER` answers the customer's latest order and its status when the caller knows the customer
 *   (`latestOrder`, looked up by phone; `null` = none), else asks for the order number; a typed order
 *   number answers that order's status from `orders` (the caller's lookup, never another customer's).
 * - A choice may be tapped (its id) or typed (its title in either language, case-, diacritics- and
 *   script-variant-insensitive: `matchKey`). Anything that matches nothing gets the fallback and the
 *   same choices again — never silence.
 *
 * Every sentence the bot adds of its own comes from `texts` (the server reads the i18n catalogues),
 * so this module holds no customer-facing literal.
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
} from './flow';

export interface FlowSection {
  id: number;
  name: string;
  /** Support switched on for the section. @default true */
  support?: boolean;
}

export interface FlowOrder {
  Order_ID: string;
  status: string;
}

export type ReplyEvent =
  | 'message'
  | 'handover'
  | 'language_prompt'
  | 'language'
  | 'order_prompt'
  | 'order_status'
  | 'order_none'
  | 'order_unknown'
  | 'unknown_button'
  | 'empty_flow'
  | 'end';

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
  /** Present the buttons as a WhatsApp list message (the node's `list` flag). */
  list?: boolean;
  event: ReplyEvent;
  /** The section the conversation goes to (handover only). */
  section?: { id: number; name: string } | null;
}

/** The bot's own sentences, by key (the catalogue's `chatbot:bot.<key>`). */
export type BotTextKey =
  | 'empty'
  | 'fallback'
  | 'handover'
  | 'handoverSection'
  | 'languagePrompt'
  | 'languageChanged'
  | 'languageName'
  | 'orderPrompt'
  | 'orderStatus'
  | 'orderNone'
  | 'orderUnknown'
  | 'end';

export interface BotTexts {
  text(key: BotTextKey, language: FlowLanguage, values?: Record<string, string>): string;
  /** An order status as the customer reads it (the dashboard's label). */
  orderStatus(status: string, language: FlowLanguage): string;
}

export interface RunFlowInput {
  flow: Flow;
  language: FlowLanguage;
  texts: BotTexts;
  /**
   * Where the conversation stands: the node whose choices were offered last (a string); `null` = no
   * bot session (a first message starts the flow); `undefined` = stateless (the emulator: a typed
   * title is looked up among every node).
   */
  at?: string | null | undefined;
  /** The id of a tapped button or list row (a node id, or a language choice). */
  id?: string | undefined;
  /** What the customer typed (or the tapped button's title). */
  text?: string | undefined;
  sections?: readonly FlowSection[];
  /** Orders a typed order number may name (the caller's lookup: this customer's or this merchant's). */
  orders?: readonly FlowOrder[];
  /** The customer's latest order ($ORDER answers it); `null` = the customer has none; undefined = unknown customer. */
  latestOrder?: FlowOrder | null | undefined;
}

export interface RunFlowResult {
  replies: BotReply[];
  /** The language after the replies (a language choice switches it). */
  language: FlowLanguage;
  /** True once the conversation was handed to a human agent. */
  handover: boolean;
  /** The node whose choices are now offered (the next call's `at`); null when nothing is pending. */
  at: string | null;
  /**
   * The message picked something the flow offers (a tapped button, a typed title, a language, an
   * order number) rather than starting the flow or getting the fallback. The server's "asks for a
   * human" shortcut applies only when it did not (conversations/inbound.ts).
   */
  chose: boolean;
  isGreaterThenTen: boolean;
}

/** Button ids of the language question: `$LANG:en`, `$LANG:ar`. */
export const LANGUAGE_CHOICE_PREFIX = '$LANG:';

/** How many text-less single-child nodes are followed in one step (cycle guard). */
const MAX_PASS_THROUGH = 25;

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * The form two texts are compared in when a customer types a choice: Unicode-compatible (NFKD),
 * without combining marks (Latin accents, Arabic harakat), tatweel or punctuation; Arabic letter
 * variants folded (أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي), Arabic-Indic digits as ASCII, lower
 * case, single spaces. "Opening HOURS!", "ساعات العمل" and "سَاعَاتُ العَمَل" each match their title.
 */
export function matchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(ARABIC_INDIC, (d) => String((d.codePointAt(0)! & 0xf) % 10))
    .toLowerCase()
    .replace(/[\p{P}\p{S}\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The node among `candidates` whose title (in either language) the typed text matches. */
export function matchChoice(candidates: readonly FlowNode[], typed: string, language: FlowLanguage): FlowNode | undefined {
  const wanted = matchKey(typed);
  if (!wanted) return undefined;
  const other: FlowLanguage = language === 'en' ? 'ar' : 'en';
  const titleOf = (n: FlowNode, l: FlowLanguage) => matchKey(l === 'en' ? n.data.enTitle : n.data.arTitle);
  return candidates.find((n) => titleOf(n, language) === wanted) ?? candidates.find((n) => titleOf(n, other) === wanted);
}

function buttonsOf(flow: Flow, node: FlowNode, language: FlowLanguage): BotButton[] {
  return childrenOf(flow, node.id).map((child) => ({ id: child.id, title: nodeTitle(child, language) }));
}

function findOrder(orders: readonly FlowOrder[], typed: string): FlowOrder | undefined {
  const wanted = typed.trim().replace(/^#/, '').toLowerCase();
  if (!wanted || wanted.length > 64) return undefined;
  return orders.find((o) => o.Order_ID.replace(/^#/, '').toLowerCase() === wanted);
}

function looksLikeOrderNumber(text: string): boolean {
  return /^#?[A-Za-z]{0,6}-?\d{3,}$/.test(text.trim());
}

export function runFlow(input: RunFlowInput): RunFlowResult {
  const { flow, texts } = input;
  let language = input.language;
  const sections = input.sections ?? [];
  const orders = input.orders ?? [];
  const replies: BotReply[] = [];
  let handover = false;
  let at: string | null = null;
  let chose = false;
  const result = (): RunFlowResult => ({ replies, language, handover, at, chose, isGreaterThenTen: isGreaterThenTen(flow) });
  const say = (key: BotTextKey, values?: Record<string, string>) => texts.text(key, language, values);

  const start = findStartNode(flow);
  if (!start) {
    replies.push({ node_id: '', type: 'text', text: say('empty'), buttons: [], event: 'empty_flow' });
    return result();
  }

  /** The reply of `first` and what passes through it; sets `at`, `handover`. */
  const walk = (first: FlowNode) => {
    let node: FlowNode | undefined = first;
    const visited = new Set<string>();
    for (let step = 0; node && step <= MAX_PASS_THROUGH; step++) {
      if (visited.has(node.id)) break; // a cycle of text-less nodes: stop rather than loop
      visited.add(node.id);
      const type = effectiveType(node);
      const own = nodeText(node, language);
      if (type === 'agent') {
        const wanted = [matchKey(nodeTitle(node, 'en')), matchKey(nodeTitle(node, 'ar'))];
        const open = sections.filter((s) => s.support !== false);
        const section = open.find((s) => wanted.includes(matchKey(s.name))) ?? open[0] ?? null;
        const notice = section ? say('handoverSection', { section: section.name }) : say('handover');
        replies.push({
          node_id: node.id,
          type,
          text: own ? `${own}\n${notice}` : notice,
          buttons: [],
          event: 'handover',
          section: section ? { id: section.id, name: section.name } : null,
        });
        handover = true;
        at = null;
        return;
      }
      if (type === 'lang') {
        const other: FlowLanguage = language === 'en' ? 'ar' : 'en';
        replies.push({
          node_id: node.id,
          type,
          text: own || say('languagePrompt'),
          buttons: [language, other].map((l) => ({ id: `${LANGUAGE_CHOICE_PREFIX}${l}`, title: texts.text('languageName', l) })),
          event: 'language_prompt',
        });
        at = node.id;
        return;
      }
      if (type === 'order') {
        const buttons = buttonsOf(flow, node, language);
        const list = node.data.list === true;
        at = buttons.length ? node.id : null;
        if (input.latestOrder === undefined) {
          replies.push({ node_id: node.id, type, text: own || say('orderPrompt'), buttons, list, event: 'order_prompt' });
          at = node.id; // a typed order number answers next
        } else if (input.latestOrder === null) {
          replies.push({ node_id: node.id, type, text: say('orderNone'), buttons, list, event: 'order_none' });
        } else {
          const o = input.latestOrder;
          const status = say('orderStatus', { order: o.Order_ID, status: texts.orderStatus(o.status, language) });
          replies.push({ node_id: node.id, type, text: own ? `${own}\n${status}` : status, buttons, list, event: 'order_status' });
        }
        return;
      }
      const text = own;
      const children = childrenOf(flow, node.id);
      if (!text && children.length === 1) {
        node = children[0];
        continue;
      }
      const buttons = buttonsOf(flow, node, language);
      replies.push({
        node_id: node.id,
        type: 'text',
        text: text || (buttons.length ? nodeTitle(node, language) : say('end')),
        buttons,
        ...(node.data.list === true ? { list: true } : {}),
        event: buttons.length ? 'message' : 'end',
      });
      at = buttons.length ? node.id : null;
      return;
    }
    // Only reachable through a cycle of text-less nodes: say something instead of nothing.
    replies.push({ node_id: start.id, type: 'text', text: say('end'), buttons: buttonsOf(flow, start, language), event: 'end' });
    at = start.id;
  };

  const id = input.id?.trim() ?? '';
  const typed = (input.text ?? '').trim();

  // A language choice (tapped, or its title typed while the question is open).
  const current = typeof input.at === 'string' ? findNode(flow, input.at) : undefined;
  let chosenLanguage: FlowLanguage | undefined;
  if (id.startsWith(LANGUAGE_CHOICE_PREFIX)) {
    const l = id.slice(LANGUAGE_CHOICE_PREFIX.length);
    if (l === 'en' || l === 'ar') chosenLanguage = l;
  } else if (current && effectiveType(current) === 'lang' && typed) {
    const key = matchKey(typed);
    chosenLanguage = (['en', 'ar'] as const).find((l) => matchKey(texts.text('languageName', l)) === key || key === l);
  }
  if (chosenLanguage) {
    chose = true;
    language = chosenLanguage;
    replies.push({ node_id: current?.id ?? '', type: 'lang', text: say('languageChanged'), buttons: [], event: 'language' });
    walk(start);
    return result();
  }

  // Nothing to read (a first message, the emulator's start; in a session: media, a location…).
  if (!id && !typed && typeof input.at !== 'string') {
    walk(start);
    return result();
  }

  // A tapped button names its node; typed text names a choice by its title.
  let node: FlowNode | undefined = id ? findNode(flow, id) : undefined;
  if (!node && typed) {
    if (input.at === undefined) node = findNode(flow, typed) ?? matchChoice(flow.nodes, typed, language);
    else if (current)
      node = matchChoice(childrenOf(flow, current.id), typed, language) ?? matchChoice(childrenOf(flow, start.id), typed, language);
    else node = matchChoice(childrenOf(flow, start.id), typed, language);
  }
  if (node) {
    chose = true;
    walk(node);
    return result();
  }

  // No session yet: the customer's first words start the flow.
  if (input.at === null) {
    walk(start);
    return result();
  }

  const offered = current ?? start;
  const order = typed ? findOrder(orders, typed) : undefined;
  if (order) {
    chose = true;
    const status = say('orderStatus', { order: order.Order_ID, status: texts.orderStatus(order.status, language) });
    replies.push({ node_id: '', type: 'order', text: status, buttons: buttonsOf(flow, start, language), event: 'order_status' });
    at = start.id;
    return result();
  }
  if (typed && looksLikeOrderNumber(typed) && flow.nodes.some((n) => effectiveType(n) === 'order')) {
    replies.push({
      node_id: '',
      type: 'order',
      text: say('orderUnknown', { order: typed.slice(0, 64) }),
      buttons: buttonsOf(flow, start, language),
      event: 'order_unknown',
    });
    at = start.id;
    return result();
  }
  // The fallback: say so, and offer the same choices again (a language question asks again).
  const choices =
    effectiveType(offered) === 'lang'
      ? (['en', 'ar'] as const).map((l) => ({ id: `${LANGUAGE_CHOICE_PREFIX}${l}`, title: texts.text('languageName', l) }))
      : buttonsOf(flow, offered, language);
  const fallbackChoices = choices.length ? choices : buttonsOf(flow, start, language);
  replies.push({
    node_id: '',
    type: 'text',
    text: say('fallback'),
    buttons: fallbackChoices,
    ...(offered.data.list === true && choices.length ? { list: true } : {}),
    event: 'unknown_button',
  });
  at = choices.length ? offered.id : start.id;
  return result();
}

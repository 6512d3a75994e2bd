import { Command, Option, type LucideIcon } from 'lucide-react';
import { forwardRef, type ForwardedRef } from 'react';
import { KeyboardContext, useContextProps, useLocale, VisuallyHidden } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { translateData } from '@wasl/i18n/typed';
import * as styles from './KeyboardShortcut.css';

/**
 * Keys with a name of their own. Words (Ctrl, Enter…) are translated through `data:kbd.*`; symbols
 * (⌘, ⌥, arrows) are shown as they are printed on the key and named for screen readers.
 * `ArrowInlineStart` / `ArrowInlineEnd` are logical: the arrow key that moves towards the start or
 * the end of the line, so ArrowLeft / ArrowRight in English and the other way round in Arabic.
 */
export const namedKeys = [
  'Ctrl',
  'Shift',
  'Alt',
  'Meta',
  'Option',
  'Enter',
  'Esc',
  'Tab',
  'Space',
  'Backspace',
  'Delete',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowInlineStart',
  'ArrowInlineEnd',
] as const;
export type NamedKey = (typeof namedKeys)[number];
/** A named key, or any other key as printed on it ("K", "/", "1"). */
export type ShortcutKey = NamedKey | (string & {});

export const keyboardShortcutSizes = ['sm', 'md'] as const;
export type KeyboardShortcutSize = (typeof keyboardShortcutSizes)[number];

type PhysicalKey = Exclude<NamedKey, 'ArrowInlineStart' | 'ArrowInlineEnd'>;

/** Symbols people type into `keys` (the brief's ["⌘", "K"]) mapped to the key they stand for. */
const aliases: Record<string, PhysicalKey> = {
  '⌘': 'Meta',
  Cmd: 'Meta',
  Command: 'Meta',
  '⌥': 'Option',
  '⇧': 'Shift',
  '⌃': 'Ctrl',
  Control: 'Ctrl',
  Escape: 'Esc',
  '↵': 'Enter',
  '⏎': 'Enter',
  Return: 'Enter',
  '↑': 'ArrowUp',
  '↓': 'ArrowDown',
  '←': 'ArrowLeft',
  '→': 'ArrowRight',
};

interface KeyInfo {
  /** The `aria-keyshortcuts` spelling (WAI-ARIA uses the DOM `KeyboardEvent.key` names). */
  aria: string;
  /** The key under `data:kbd.cap.*` and `data:kbd.name.*`. */
  i18n: string;
  /**
   * A symbol printed on the key, shown as it is in every language (only its name is translated).
   * An icon where no face we ship has the symbol: ⌘ and ⌥ are in none of IBM Plex's, and would be
   * drawn by whatever font the machine has, or as a box.
   */
  glyph?: string | LucideIcon;
}

// One row per key; a table rather than maps keyed by "ArrowLeft", which the direction lint rule reads as a style key.
const keyInfo = new Map<PhysicalKey, KeyInfo>([
  ['Ctrl', { aria: 'Control', i18n: 'ctrl' }],
  ['Shift', { aria: 'Shift', i18n: 'shift' }],
  ['Alt', { aria: 'Alt', i18n: 'alt' }],
  ['Meta', { aria: 'Meta', i18n: 'meta', glyph: Command }],
  ['Option', { aria: 'Alt', i18n: 'option', glyph: Option }],
  ['Enter', { aria: 'Enter', i18n: 'enter' }],
  ['Esc', { aria: 'Escape', i18n: 'esc' }],
  ['Tab', { aria: 'Tab', i18n: 'tab' }],
  ['Space', { aria: 'Space', i18n: 'space' }],
  ['Backspace', { aria: 'Backspace', i18n: 'backspace' }],
  ['Delete', { aria: 'Delete', i18n: 'delete' }],
  ['ArrowUp', { aria: 'ArrowUp', i18n: 'arrowUp', glyph: '↑' }],
  ['ArrowDown', { aria: 'ArrowDown', i18n: 'arrowDown', glyph: '↓' }],
  ['ArrowLeft', { aria: 'ArrowLeft', i18n: 'arrowLeft', glyph: '←' }],
  ['ArrowRight', { aria: 'ArrowRight', i18n: 'arrowRight', glyph: '→' }],
]);

/**
 * Resolves one entry of `keys` to the physical key it means in this direction, or `null` for a
 * plain key ("K"). Physical arrows never change: ← is the key on the left in every language.
 * Only the logical ones pick a side, because "towards the end of the line" is on the left in Arabic.
 */
export function resolveKey(key: string, direction: 'ltr' | 'rtl'): PhysicalKey | null {
  if (key === 'ArrowInlineStart') return direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'ArrowInlineEnd') return direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  if (keyInfo.has(key as PhysicalKey)) return key as PhysicalKey;
  return aliases[key] ?? null;
}

/**
 * The value for `aria-keyshortcuts` on the control the shortcut triggers ("Control+K"), so
 * screen readers can announce the shortcut with the control itself.
 */
export function toAriaKeyShortcuts(keys: readonly ShortcutKey[], direction: 'ltr' | 'rtl' = 'ltr'): string {
  return keys
    .map((key) => {
      const physical = resolveKey(key, direction);
      return physical ? keyInfo.get(physical)!.aria : key.length === 1 ? key.toUpperCase() : key;
    })
    .join('+');
}

export interface KeyboardShortcutProps {
  /** The keys pressed together, modifiers first: `['Ctrl', 'K']`, `['⌘', 'Shift', 'P']`, `['Esc']`. */
  keys: readonly ShortcutKey[];
  /** `sm` to sit inside a menu item or a button; `md` in running text and hints. @default 'md' */
  size?: KeyboardShortcutSize;
  /**
   * Links the spoken text to a control through `aria-describedby`: the text is then hidden from
   * the reading flow so the control's name stays clean. Inside a react-aria MenuItem this is wired
   * for you.
   */
  id?: string;
  className?: string;
}

function KeyboardShortcutInner(props: KeyboardShortcutProps, forwardedRef: ForwardedRef<HTMLElement>) {
  // A react-aria MenuItem passes the id it lists in the item's aria-describedby through this context.
  const [{ keys, size = 'md', id, className }, ref] = useContextProps(props, forwardedRef, KeyboardContext);
  const { i18n } = useTranslation('data');
  const { direction } = useLocale();
  const caps = keys.map((key) => {
    const physical = resolveKey(key, direction);
    if (!physical) return { cap: key.length === 1 ? key.toUpperCase() : key, name: key.length === 1 ? key.toUpperCase() : key };
    const info = keyInfo.get(physical)!;
    const { glyph: Glyph } = info;
    const cap =
      Glyph === undefined ? (
        (translateData(i18n, `data:kbd.cap.${info.i18n}`) ?? key)
      ) : typeof Glyph === 'string' ? (
        Glyph
      ) : (
        <Glyph aria-hidden="true" className={styles.icon} />
      );
    return { cap, name: translateData(i18n, `data:kbd.name.${info.i18n}`) ?? key };
  });
  const spoken = caps.map((cap) => cap.name).join(' + ');
  return (
    <span ref={ref} className={[styles.root, className].filter(Boolean).join(' ')} data-size={size}>
      {/* The keys' own order, left to right in every language: "Ctrl + K" is never mirrored into "K + Ctrl". */}
      <kbd dir="ltr" className={styles.keys} aria-hidden="true">
        {caps.map((cap, index) => (
          <span key={index} className={styles.group}>
            {index > 0 ? <span className={styles.separator}>+</span> : null}
            <kbd className={styles.cap({ size })}>{cap.cap}</kbd>
          </span>
        ))}
      </kbd>
      {id ? (
        <span id={id} hidden>
          {spoken}
        </span>
      ) : (
        <VisuallyHidden>{spoken}</VisuallyHidden>
      )}
    </span>
  );
}

/**
 * A keyboard shortcut hint: each key in a `<kbd>` key cap, joined by "+", for menus, buttons,
 * tooltips and help text. Screen readers hear the translated key names ("Control + K"), not the
 * symbols. It only shows the shortcut: bind the keys yourself. Give it an `id` listed in the
 * control's `aria-describedby` (a MenuItem wires this itself), and `aria-keyshortcuts={toAriaKeyShortcuts(keys)}`
 * on elements that pass that attribute to the DOM (react-aria's Button filters it out).
 */
export const KeyboardShortcut = forwardRef(KeyboardShortcutInner);
KeyboardShortcut.displayName = 'KeyboardShortcut';

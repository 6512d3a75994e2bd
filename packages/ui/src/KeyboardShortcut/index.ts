export {
  KeyboardShortcut,
  keyboardShortcutSizes,
  namedKeys,
  resolveKey,
  toAriaKeyShortcuts,
  type KeyboardShortcutProps,
  type KeyboardShortcutSize,
  type NamedKey,
  type ShortcutKey,
} from './KeyboardShortcut';

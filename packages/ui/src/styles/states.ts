/**
 * Interaction states for an element that is either a react-aria component (its `data-*` attributes,
 * which follow react-aria's rules: no hover after touch, focus ring on keyboard focus only) or a
 * native element (`:hover`, `:focus-visible`, `:active`): the pre-rendered site's first load has
 * native links and buttons with the same classes. react-aria components carry `data-rac`, so each
 * rule applies to one kind only. `suffix` adds conditions (`:not([data-disabled])`), `element` a
 * type before the class (`a` in `a&`). App styles import them from `@wasl/ui/styles`.
 */
const either =
  (state: string, pseudo: string) =>
  (suffix = '', element = '') =>
    `${element}&[data-${state}]${suffix}, ${element}&:not([data-rac]):${pseudo}${suffix}`;
export const hovered = either('hovered', 'hover');
export const pressed = either('pressed', 'active');
export const focusVisible = either('focus-visible', 'focus-visible');

/**
 * Interaction states for an element that is either a react-aria component (its `data-*` attributes,
 * which follow react-aria's rules: no hover after touch, focus ring on keyboard focus only) or a
 * native element (`:hover`, `:focus-visible`, `:active`): the pre-rendered site's first load has
 * native links and buttons with the same classes. react-aria components carry `data-rac`, so each
 * rule applies to one kind only. `suffix` adds conditions (`:not([data-disabled])`).
 */
export const hovered = (suffix = '') => `&[data-hovered]${suffix}, &:not([data-rac]):hover${suffix}`;
export const pressed = (suffix = '') => `&[data-pressed]${suffix}, &:not([data-rac]):active${suffix}`;
export const focusVisible = (suffix = '') => `&[data-focus-visible]${suffix}, &:not([data-rac]):focus-visible${suffix}`;

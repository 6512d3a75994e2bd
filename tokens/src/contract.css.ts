import { createGlobalThemeContract } from '@vanilla-extract/css';
import type { ColorTokens, TypeScale } from './values';
import { fontWeight, motion, radius, space, zIndex } from './values';

/** Maps every leaf of a value shape to an empty placeholder, keeping the shape for the contract. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

function shapeOf<T extends object>(value: T): Shape<T> {
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, typeof inner === 'string' ? '' : shapeOf(inner as object)]),
  ) as Shape<T>;
}

// One real token shape feeds the contract, so a theme missing a key fails to compile.
const colorShape: Shape<ColorTokens> = shapeOf<ColorTokens>({
  surface: { canvas: '', default: '', raised: '', sunken: '', overlay: '', inverse: '', hover: '', selected: '' },
  text: { default: '', muted: '', subtle: '', inverse: '', disabled: '', onAccent: '', onDanger: '', link: '' },
  border: { subtle: '', default: '', strong: '' },
  accent: { default: '', hover: '', pressed: '', subtle: '', text: '' },
  status: {
    success: { background: '', text: '', border: '', solid: '' },
    warning: { background: '', text: '', border: '', solid: '' },
    danger: { background: '', text: '', border: '', solid: '' },
    info: { background: '', text: '', border: '', solid: '' },
    neutral: { background: '', text: '', border: '', solid: '' },
  },
  focus: { ring: '' },
  chart: { series1: '', series2: '', series3: '', series4: '', series5: '', series6: '', series7: '', series8: '' },
  backdrop: '',
});

const typeShape: Shape<TypeScale> = {
  family: '',
  size: { xs: '', sm: '', md: '', lg: '', xl: '', '2xl': '', '3xl': '' },
  lineHeight: { tight: '', heading: '', body: '' },
};

/**
 * The theme contract. Variable names are readable (`--wasl-color-surface-default`) so that
 * non-TypeScript consumers (React Flow, visx, plain CSS) can use them too.
 */
export const vars = createGlobalThemeContract(
  {
    color: colorShape,
    shadow: { raised: '', overlay: '' },
    type: typeShape,
    fontWeight: shapeOf(fontWeight),
    fontFamily: { mono: '' },
    space: shapeOf(space),
    radius: shapeOf(radius),
    duration: shapeOf(motion.duration),
    easing: shapeOf(motion.easing),
    zIndex: shapeOf(zIndex),
  },
  (_value, path) => `wasl-${path.join('-').replace(/\./g, '_')}`,
);

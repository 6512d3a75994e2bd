import type { ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '@wasl/tokens';
import * as styles from './Stack.css';

export const layoutElements = [
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'main',
  'ul',
  'ol',
  'li',
  'form',
  'span',
] as const;
export type LayoutElement = (typeof layoutElements)[number];
export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export const inlineAlignments = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export const inlineJustifications = ['start', 'center', 'end', 'space-between'] as const;

/** Props shared by the layout helpers; every value is a token (or a responsive object of tokens). */
export interface LayoutBoxProps {
  /** The element to render, for semantics (`ul` for lists, `section` for regions). @default 'div' */
  as?: LayoutElement;
  /** Space between children, from the 4 px scale; responsive: `{ mobile: '2', desktop: '4' }`. */
  gap?: Sprinkles['gap'];
  padding?: Sprinkles['padding'];
  paddingBlock?: Sprinkles['paddingBlock'];
  paddingInline?: Sprinkles['paddingInline'];
  className?: string;
  children?: ReactNode;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

interface BoxProps extends LayoutBoxProps {
  atoms: Sprinkles;
}

function LayoutBox({ as: Element = 'div', gap, padding, paddingBlock, paddingInline, atoms, className, children, ...rest }: BoxProps) {
  const isList = Element === 'ul' || Element === 'ol';
  const classes = [
    sprinkles({
      gap,
      margin: '0',
      // Lists lose the browser's indent unless padding is asked for.
      padding: padding ?? (isList && !paddingBlock && !paddingInline ? '0' : undefined),
      paddingBlock,
      paddingInline,
      ...atoms,
    }),
    styles.flex,
    isList ? styles.list : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={classes} {...rest}>
      {children}
    </Element>
  );
}

export interface StackProps extends LayoutBoxProps {
  /** Cross-axis alignment of the children. @default 'stretch' */
  align?: (typeof stackAlignments)[number];
}

/** Children one under another with even space between (forms, card contents, page sections). */
export function Stack({ align = 'stretch', ...props }: StackProps) {
  return <LayoutBox {...props} atoms={{ display: 'flex', flexDirection: 'column', alignItems: align }} />;
}

export interface InlineProps extends LayoutBoxProps {
  /** Alignment across the line. @default 'center' */
  align?: (typeof inlineAlignments)[number];
  /** Distribution along the line; `start` is the right edge in Arabic. @default 'start' */
  justify?: (typeof inlineJustifications)[number];
  /** Wrap onto more lines when there is no room (toolbars, tag lists). @default true */
  wrap?: boolean;
}

/** Children side by side in reading order (buttons, tags, icon + text); mirrors in Arabic by itself. */
export function Inline({ align = 'center', justify = 'start', wrap = true, ...props }: InlineProps) {
  return (
    <LayoutBox
      {...props}
      atoms={{ display: 'flex', flexDirection: 'row', alignItems: align, justifyContent: justify, flexWrap: wrap ? 'wrap' : 'nowrap' }}
    />
  );
}

export interface GridProps extends LayoutBoxProps {
  /** Equal columns, 1–4, responsive: `{ mobile: '1', tablet: '2', desktop: '4' }` for stat cards. @default '1' */
  columns?: Sprinkles['gridTemplateColumns'];
}

/** Equal-width columns that fill in reading order (stat cards, settings tiles). */
export function Grid({ columns = '1', ...props }: GridProps) {
  return <LayoutBox {...props} atoms={{ display: 'grid', gridTemplateColumns: columns }} />;
}

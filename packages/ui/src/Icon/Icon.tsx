import type { ComponentType } from 'react';
import type { GlyphProps } from './glyphs';
import * as styles from './Icon.css';

export const iconSizes = [16, 20] as const;
export type IconSize = (typeof iconSizes)[number];
/** A lucide-react icon or one of the local glyphs (./glyphs). */
export type IconGlyph = ComponentType<GlyphProps>;

export interface IconProps {
  /** A lucide icon component, imported by name so unused icons are tree-shaken away. */
  icon: IconGlyph;
  /** 16 in dense places (tables, tags, buttons `sm`), 20 elsewhere. @default 20 */
  size?: IconSize;
  /**
   * What the icon means, for icons that stand alone (a status without text). Leave it out when
   * a visible label sits next to the icon: the icon is then hidden from screen readers.
   */
  label?: string;
  /** Flip horizontally in right-to-left layouts; for icons that point "forward" or "back". @default false */
  mirrorInRtl?: boolean;
  className?: string;
}

/** Stroke width for both sizes (DESIGN.md: 1.5–2 px). */
const strokeWidth = 1.75;

/** One icon from the lucide set, sized from the scale, decorative unless it has a label. */
export function Icon({ icon: Glyph, size = 20, label, mirrorInRtl = false, className }: IconProps) {
  const classes = [styles.icon, styles.sizes[size], mirrorInRtl ? styles.mirrorInRtl : undefined, className].filter(Boolean).join(' ');
  return (
    <Glyph
      size={size}
      strokeWidth={strokeWidth}
      className={classes}
      data-mirror-in-rtl={mirrorInRtl || undefined}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}

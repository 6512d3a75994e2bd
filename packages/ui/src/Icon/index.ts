export { Icon, iconSizes, type IconProps, type IconSize, type IconGlyph } from './Icon';
export {
  BackIcon,
  NextIcon,
  SendIcon,
  ChevronStartIcon,
  ChevronEndIcon,
  ChevronsStartIcon,
  ChevronsEndIcon,
  ArrowStartIcon,
  ArrowEndIcon,
  LogoutIcon,
  directionalIcons,
  type DirectionalIconProps,
  type DirectionalIconName,
} from './directional';
export { mirrorInRtl as mirrorInRtlClass } from './Icon.css';
// Lucide icons of the first paint, drawn without lucide's runtime (see glyphs.tsx).
export { CloudOff as CloudOffGlyph, glyph, type GlyphProps } from './glyphs';

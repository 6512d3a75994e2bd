import type { LucideIcon } from 'lucide-react';
import { ArrowLeft, ArrowRight, ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, LogOut, SendHorizontal } from 'lucide-react';
import { Icon, type IconProps } from './Icon';

// Apart from Icon.tsx: a module is bundled whole, so presets beside Icon (in the first load) kept
// every preset's glyph in the app's entry chunk although only lazy screens use them.
export type DirectionalIconProps = Omit<IconProps, 'icon' | 'mirrorInRtl'>;

function directional(glyph: LucideIcon, name: string) {
  function DirectionalIcon(props: DirectionalIconProps) {
    return <Icon {...props} icon={glyph} mirrorInRtl />;
  }
  DirectionalIcon.displayName = name;
  return DirectionalIcon;
}

/*
 * Directional presets, drawn for left-to-right and mirrored in Arabic: "start" and "end" are
 * logical, like the CSS properties (start = left in English, right in Arabic).
 */
/** Go back (previous page, close a detail view). */
export const BackIcon = directional(ArrowLeft, 'BackIcon');
/** Go forward (next step of a wizard). */
export const NextIcon = directional(ArrowRight, 'NextIcon');
/** Send a message; the paper plane points in the reading direction. */
export const SendIcon = directional(SendHorizontal, 'SendIcon');
export const ChevronStartIcon = directional(ChevronLeft, 'ChevronStartIcon');
export const ChevronEndIcon = directional(ChevronRight, 'ChevronEndIcon');
export const ChevronsStartIcon = directional(ChevronsLeft, 'ChevronsStartIcon');
export const ChevronsEndIcon = directional(ChevronsRight, 'ChevronsEndIcon');
export const ArrowStartIcon = directional(ArrowLeft, 'ArrowStartIcon');
export const ArrowEndIcon = directional(ArrowRight, 'ArrowEndIcon');
/** Log out: the arrow leaves through the door towards the end of the line, so the door swaps sides in Arabic. */
export const LogoutIcon = directional(LogOut, 'LogoutIcon');

/** The presets by name, for stories and docs. */
export const directionalIcons = {
  back: BackIcon,
  next: NextIcon,
  send: SendIcon,
  chevronStart: ChevronStartIcon,
  chevronEnd: ChevronEndIcon,
  chevronsStart: ChevronsStartIcon,
  chevronsEnd: ChevronsEndIcon,
  arrowStart: ArrowStartIcon,
  arrowEnd: ArrowEndIcon,
  logout: LogoutIcon,
} as const;
export type DirectionalIconName = keyof typeof directionalIcons;

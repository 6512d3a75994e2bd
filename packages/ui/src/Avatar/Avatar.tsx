import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { useFormat } from '../format/FormatPreferences';
import { Icon } from '../Icon';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export const avatarStatuses = ['online', 'away', 'offline'] as const;
/** Initials backgrounds. Danger red is left out on purpose: a person's colour should not read as an error. */
export const avatarTones = ['accent', 'info', 'success', 'warning', 'neutral'] as const;
export type AvatarSize = (typeof avatarSizes)[number];
export type AvatarStatus = (typeof avatarStatuses)[number];
export type AvatarTone = (typeof avatarTones)[number];

const letter = /\p{L}/u;
const arabicLetter = /\p{Script=Arabic}/u;
// The Arabic definite article: "العتيبي" is filed under ع, so its initial is ع, not ا.
const arabicArticle = /^ال(?=\p{L}{2})/u;
// Between two Arabic initials, so they stay two letters instead of joining into a word ("مع").
const zeroWidthNonJoiner = '\u200C';

function initialOf(word: string): string {
  const stripped = word.replace(arabicArticle, '');
  const found = letter.exec(stripped);
  return found ? found[0].toLocaleUpperCase() : '';
}

/**
 * Up to two initials: the first letters of the first and the last word ("Sara Al-Harbi" → "SA",
 * "محمد العتيبي" → "م‌ع"). Words without letters (emoji, "&") are skipped; diacritics are dropped.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/u)
    .filter((word) => letter.test(word));
  if (words.length === 0) return '';
  const first = initialOf(words[0]!);
  if (words.length === 1) return first;
  const last = initialOf(words[words.length - 1]!);
  return arabicLetter.test(first) && arabicLetter.test(last) ? `${first}${zeroWidthNonJoiner}${last}` : `${first}${last}`;
}

/** The same name always gets the same tone, on every screen and in both languages' sessions. */
export function avatarToneOf(name: string): AvatarTone {
  // FNV-1a over the code points of the normalised name: cheap, stable, well spread.
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLocaleLowerCase().replace(/\s+/gu, ' ')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return avatarTones[hash % avatarTones.length]!;
}

export interface AvatarProps {
  /** The person's or the store's name: the accessible name and the source of the initials and colour. */
  name: string;
  /** The picture. Initials show while it loads and if it fails. Local or same-origin URLs only. */
  src?: string;
  /** 24, 32 or 48 px. @default 'md' */
  size?: AvatarSize;
  /** A presence dot at the bottom inline-end corner, named for screen readers ("Online"). */
  status?: AvatarStatus;
  /**
   * Set when the name is written next to the avatar (a list row, the profile menu): the picture is
   * then hidden from screen readers so the name is not read twice. A status is still read out.
   * Otherwise the avatar is an image named after the person. @default false
   */
  isDecorative?: boolean;
  className?: string;
}

/**
 * A person's or merchant's picture, or their initials on a colour picked from their name.
 * The initials are isolated (`<bdi>`), so a Latin name in an Arabic page keeps its order.
 */
export function Avatar({ name, src, size = 'md', status, isDecorative = false, className }: AvatarProps) {
  const { t } = useTranslation('data');
  const [failedSrc, setFailedSrc] = useState<string>();
  const initials = initialsOf(name);
  const tone = avatarToneOf(name);
  const showImage = Boolean(src) && failedSrc !== src;
  const statusText = status ? t(`avatar.status.${status}`) : undefined;
  const label = statusText ? t('avatar.withStatus', { name, status: statusText }) : name;
  return (
    <span
      className={[styles.avatar({ size }), className].filter(Boolean).join(' ')}
      data-size={size}
      data-status={status}
      {...(isDecorative ? {} : { role: 'img', 'aria-label': label })}
    >
      <span className={[styles.face, styles.tone[tone]].join(' ')} data-tone={tone} aria-hidden={isDecorative || undefined}>
        {initials ? <bdi className={styles.initials}>{initials}</bdi> : <Icon icon={UserRound} size={size === 'lg' ? 20 : 16} />}
        {showImage ? <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src)} /> : null}
      </span>
      {status ? <span className={styles.status({ status, size })} aria-hidden={isDecorative || undefined} /> : null}
      {isDecorative && statusText ? <VisuallyHidden>{statusText}</VisuallyHidden> : null}
    </span>
  );
}

export interface AvatarGroupPerson {
  name: string;
  src?: string;
  /** A stable key when two people share a name. */
  id?: string;
}

export interface AvatarGroupProps {
  /** Who is in the group, in the order to show. */
  people: readonly AvatarGroupPerson[];
  /** What the group is ("Agents on this ticket"); names the group for screen readers. */
  label: string;
  /** How many avatars to show before "+N". @default 3 */
  max?: number;
  /** @default 'md' */
  size?: AvatarSize;
  className?: string;
}

/**
 * Overlapping avatars with a "+N" for the rest (agents on a ticket, a campaign's reviewers).
 * Overlaps towards the inline end, so it mirrors in Arabic; each person is named, and the rest
 * is counted in words ("3 more people", with Arabic plurals).
 */
export function AvatarGroup({ people, label, max = 3, size = 'md', className }: AvatarGroupProps) {
  const { t } = useTranslation('data');
  const format = useFormat();
  const shown = people.length > max ? people.slice(0, Math.max(max, 0)) : people;
  const rest = people.length - shown.length;
  return (
    <div role="group" aria-label={label} className={[styles.group, className].filter(Boolean).join(' ')}>
      {shown.map((person, index) => (
        <Avatar
          key={person.id ?? `${person.name}-${index}`}
          name={person.name}
          src={person.src}
          size={size}
          className={styles.groupItem({ size })}
        />
      ))}
      {rest > 0 ? (
        <span
          role="img"
          aria-label={t('avatar.more', { count: rest })}
          className={[styles.avatar({ size }), styles.groupItem({ size })].join(' ')}
        >
          <span className={[styles.face, styles.overflow].join(' ')}>
            {/* "+3" reads the same way in both directions: sign first. */}
            <bdi dir="ltr">+{format.number(rest)}</bdi>
          </span>
        </span>
      ) : null}
    </div>
  );
}

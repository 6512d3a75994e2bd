import type { StatusTone } from '@wasl/tokens';
import { Badge, type BadgeSize } from '../Badge';

export interface StatusPillProps {
  /** The status's tone; domain widgets map their statuses to tones (@wasl/widgets DomainStatusPill). */
  tone: StatusTone;
  /** The status's translated name. */
  label: string;
  /** @default 'md' */
  size?: BadgeSize;
  className?: string;
}

/** A status: a dot and a name in one of the five status tones. */
export function StatusPill({ tone, label, size, className }: StatusPillProps) {
  return (
    <Badge tone={tone} size={size} dot className={className}>
      {label}
    </Badge>
  );
}

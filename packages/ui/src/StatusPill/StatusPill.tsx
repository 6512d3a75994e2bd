import { useTranslation } from '@wasl/i18n';
import { Badge, type BadgeSize } from '../Badge';
import { statusTone, type StatusDomain, type StatusOf } from './statuses';

export interface StatusPillProps<D extends StatusDomain> {
  /** Which lifecycle the status belongs to: the same word ("pending", "delivered") can mean different things. */
  domain: D;
  status: StatusOf<D>;
  /** @default 'md' */
  size?: BadgeSize;
  className?: string;
}

/** A status in its tone with its translated name (orders, campaigns, tickets, messages, payments). */
export function StatusPill<D extends StatusDomain>({ domain, status, size, className }: StatusPillProps<D>) {
  const { t } = useTranslation('data');
  return (
    <Badge tone={statusTone(domain, status)} size={size} dot className={className}>
      {t(`status.${domain}.${status}`)}
    </Badge>
  );
}

import { useKeyTranslator } from '@wasl/i18n/typed';
import { StatusPill, type BadgeSize } from '@wasl/ui';
import { statusKey, statusTone, type StatusDomain, type StatusOf } from './statusTones';

export interface DomainStatusPillProps<D extends StatusDomain> {
  /** Which lifecycle the status belongs to: the same word ("pending", "delivered") can mean different things. */
  domain: D;
  /** The API's status value. */
  status: StatusOf<D>;
  /** @default 'md' */
  size?: BadgeSize;
  className?: string;
}

/** A record's status (order, campaign, ticket, message, payment, …) in its tone with its translated name. */
export function DomainStatusPill<D extends StatusDomain>({ domain, status, size, className }: DomainStatusPillProps<D>) {
  const t = useKeyTranslator('data');
  return <StatusPill tone={statusTone(domain, status)} label={t(statusKey(domain, status))} size={size} className={className} />;
}

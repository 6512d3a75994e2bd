import { describe, expect, it } from 'vitest';
import { canTransition, isFinalStatus, nextStatuses, orderStatuses, orderTransitions, type OrderStatusName } from './orderTransitions';

describe('order transitions', () => {
  it('has a row for every status and only names known statuses', () => {
    expect(Object.keys(orderTransitions).sort()).toEqual([...orderStatuses].sort());
    for (const targets of Object.values(orderTransitions)) for (const to of targets) expect(orderStatuses).toContain(to);
  });

  it('never repeats a status and never goes back to placed', () => {
    for (const status of orderStatuses) expect(canTransition(status, status), status).toBe(false);
    for (const status of orderStatuses) expect(canTransition(status, 'placed'), status).toBe(false);
  });

  it('reaches every status from placed (no dead entry in the table)', () => {
    const seen = new Set<OrderStatusName>(['placed']);
    const queue: OrderStatusName[] = ['placed'];
    while (queue.length > 0) {
      for (const to of nextStatuses(queue.shift()!)) {
        if (seen.has(to)) continue;
        seen.add(to);
        queue.push(to);
      }
    }
    expect([...seen].sort()).toEqual([...orderStatuses].sort());
  });

  it('walks the delivery path and may skip hops', () => {
    const path: OrderStatusName[] = ['placed', 'packed', 'shipped', 'reached_nearest_hub', 'out_for_delivery', 'delivered'];
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!), path[i]).toBe(true);
    expect(canTransition('placed', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    expect(canTransition('delivered', 'packed')).toBe(false);
    expect(canTransition('out_for_delivery', 'shipped')).toBe(false);
  });

  it('cancels only before the parcel leaves; returned/replaced/refunded follow delivery (or a refused parcel)', () => {
    expect(orderStatuses.filter((s) => canTransition(s, 'cancelled'))).toEqual(['placed', 'packed']);
    expect(orderStatuses.filter((s) => canTransition(s, 'replaced'))).toEqual(['delivered', 'returned']);
    expect(orderStatuses.filter((s) => canTransition(s, 'refunded'))).toEqual(['delivered', 'cancelled', 'returned']);
    expect(canTransition('placed', 'returned')).toBe(false);
  });

  it('refunded is the only final status; a replacement ships again', () => {
    expect(orderStatuses.filter(isFinalStatus)).toEqual(['refunded']);
    expect(nextStatuses('replaced')).toEqual(['shipped', 'delivered']);
  });

  it('offers next statuses in lifecycle order and nothing for an unknown status (a newer server)', () => {
    expect(nextStatuses('delivered')).toEqual(['returned', 'replaced', 'refunded']);
    expect(nextStatuses('teleported' as OrderStatusName)).toEqual([]);
    expect(canTransition('teleported' as OrderStatusName, 'delivered')).toBe(false);
  });
});

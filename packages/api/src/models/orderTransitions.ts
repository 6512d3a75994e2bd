/**
 * Which order status may follow which (SPEC §4: "allowed transitions not shown" — our decision,
 * reasons in packages/api/README.md). Pure and dependency-free: the contract, the server's status
 * route and the order modal's status control all read this one table.
 */

/** SPEC §3's nine update statuses: what a merchant or store may set. */
export const orderUpdateStatuses = [
  'packed',
  'shipped',
  'reached_nearest_hub',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned',
  'replaced',
  'refunded',
] as const;
/** Every order status in lifecycle order: `placed` (ours, a just-created order) then the nine update statuses. */
export const orderStatuses = ['placed', ...orderUpdateStatuses] as const;
export type OrderStatusName = (typeof orderStatuses)[number];

/**
 * Forward along the delivery path, skipping hops (a store may not report every one); cancelling
 * only before the parcel leaves; a parcel refused in transit is `returned`; after delivery:
 * returned, replaced or refunded; a replacement ships again; `refunded` is final; never the same
 * status twice.
 */
export const orderTransitions: Readonly<Record<OrderStatusName, readonly OrderStatusName[]>> = {
  placed: ['packed', 'shipped', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['reached_nearest_hub', 'out_for_delivery', 'delivered', 'returned'],
  reached_nearest_hub: ['out_for_delivery', 'delivered', 'returned'],
  out_for_delivery: ['delivered', 'returned'],
  delivered: ['returned', 'replaced', 'refunded'],
  cancelled: ['refunded'],
  returned: ['replaced', 'refunded'],
  replaced: ['shipped', 'delivered'],
  refunded: [],
};

/** Whether an order in `from` may be set to `to`. An unknown `from` (a newer server) allows nothing. */
export function canTransition(from: OrderStatusName, to: OrderStatusName): boolean {
  return orderTransitions[from]?.includes(to) ?? false;
}

/** The statuses an order in `from` may be set to, in lifecycle order (what the status control offers). */
export function nextStatuses(from: OrderStatusName): OrderStatusName[] {
  const allowed = orderTransitions[from] ?? [];
  return orderStatuses.filter((status) => allowed.includes(status));
}

/** Whether no status may follow (the order's story is over). */
export function isFinalStatus(status: OrderStatusName): boolean {
  return nextStatuses(status).length === 0;
}

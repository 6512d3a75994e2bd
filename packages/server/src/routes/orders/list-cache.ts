/**
 * The month's ordered order ids, cached per (merchant, month, search), so paging through a month
 * neither counts it again nor walks OFFSET rows of the index on every page: page N is a slice of
 * the list, and only its 20 rows are read (by primary key, fresh — statuses always current).
 * Only a new order changes a list (order id, date, customer and phone never change): a new order of
 * the merchant in this process drops its lists at once (`ordersChanged`); other processes sharing
 * PostgreSQL are seen within Config.cacheTtlMs (5 s). Lists longer than orderListLimits.maxListIds keep only their
 * count and page with OFFSET. Memory is bounded by MAX_CACHED_IDS ids (4 bytes each) in all.
 */
/** Longest list kept (longer: count only, pages by OFFSET); mutable for tests of that path. */
export const orderListLimits = { maxListIds: 100_000 };
const MAX_CACHED_IDS = 2_000_000;

interface OrderList {
  /** Ids newest first; undefined when the list is longer than orderListLimits.maxListIds. */
  ids: Int32Array | undefined;
  count: number;
  at: number;
}

class OrderListCache {
  private readonly entries = new Map<string, OrderList>();
  private readonly building = new Map<string, Promise<OrderList>>();
  private cachedIds = 0;
  /** Bumped by ordersChanged: a list built across a change is answered but not kept. */
  private generation = 0;

  async get(key: string, now: number, ttlMs: number, build: () => Promise<Omit<OrderList, 'at'>>): Promise<OrderList> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < ttlMs) {
      this.entries.delete(key); // LRU: back at the young end
      this.entries.set(key, hit);
      return hit;
    }
    if (hit) this.remove(key);
    // Concurrent requests for the same list share one build.
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = build()
      .then((built) => {
        const list = { ...built, at: now };
        if (generation === this.generation) this.add(key, list);
        return list;
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, promise);
    return promise;
  }

  private add(key: string, list: OrderList) {
    this.entries.set(key, list);
    this.cachedIds += list.ids?.length ?? 0;
    for (const oldest of this.entries.keys()) {
      if (this.cachedIds <= MAX_CACHED_IDS && this.entries.size <= 5_000) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const list = this.entries.get(key);
    if (!list) return;
    this.cachedIds -= list.ids?.length ?? 0;
    this.entries.delete(key);
  }

  dropMerchant(merchantId: number) {
    this.generation += 1;
    for (const key of [...this.entries.keys()]) if (key.startsWith(`${merchantId}|`)) this.remove(key);
    for (const key of [...this.building.keys()]) if (key.startsWith(`${merchantId}|`)) this.building.delete(key);
  }
}
const listCaches = new WeakMap<object, OrderListCache>();
export function listCache(db: object): OrderListCache {
  let cache = listCaches.get(db);
  if (!cache) listCaches.set(db, (cache = new OrderListCache()));
  return cache;
}
/** Call after adding orders for a merchant. */
export function ordersChanged(db: object, merchantId: number): void {
  listCaches.get(db)?.dropMerchant(merchantId);
}

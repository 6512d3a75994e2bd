/**
 * Abandoned carts over three months, most of them reminded. Whether a cart was recovered is not
 * drawn here: some customers left a cart a few hours to days before one of their seeded orders, and
 * the recovery is then found by the code that finds it for live orders (routes/orders/cartRecovery.ts).
 */
import { DAY, HOUR, MINUTE, momentAgo, round2, type SeedContext } from './context.ts';
import type { Customer } from './customers.ts';
import { insertRows } from './insert.ts';
import type { Outbox } from './messages.ts';
import type { OrderDraft } from './orders.ts';
import { recoverCart } from '../routes/orders/cartRecovery.ts';

/** Returns the cart rows (their last column is the creation time, used by the request log). */
export async function seedCarts(
  ctx: SeedContext,
  outbox: Outbox,
  customers: Customer[],
  orders: readonly OrderDraft[],
): Promise<unknown[][]> {
  const { q, spec, rng, now, merchantId, add } = ctx;
  const carts: unknown[][] = [];
  for (let day = 0; day < 92; day++) {
    const n = Math.round(spec.activity * rng.int(0, 2));
    for (let k = 0; k < n; k++) {
      // About a third of the carts came a few hours to days before an order of the same customer.
      const before = rng.chance(0.3) ? rng.pick(orders) : undefined;
      const c = before?.customer ?? rng.pick(customers);
      const items = rng
        .sample(spec.products, rng.int(1, 3))
        .map((p) => ({ name: p.name[c.language === 'ar' ? 0 : 1], sku: p.sku, quantity: 1, price: p.price }));
      const total = round2(items.reduce((s, it) => s + it.price, 0) * 1.15);
      const at = before ? new Date(before.date.getTime() - rng.int(2 * HOUR, 6 * DAY)) : momentAgo(now, day, rng);
      const reminded = rng.chance(0.85);
      const cartId = `${spec.orderPrefix}-C${rng.digits(6)}`;
      carts.push([
        merchantId,
        cartId,
        c.phone,
        c.name,
        total,
        'SAR',
        items,
        `https://${spec.domain}/cart/${rng.hex(8)}`,
        c.language,
        reminded,
        at,
      ]);
      if (reminded) {
        outbox.message(
          c.phone,
          'cart_reminder',
          cartId,
          c.language,
          c.language === 'ar'
            ? `نسيت شيئًا في سلتك؟ أكمل طلبك الآن من ${spec.businessNameAr}.`
            : `You left something in your cart at ${spec.businessName}. Complete your order now.`,
          new Date(Math.min(now.getTime(), at.getTime() + 60 * MINUTE)),
        );
      }
    }
  }
  await insertRows(
    q,
    'abandoned_carts',
    ['merchant_id', 'cart_id', 'phone', 'customer_name', 'total', 'currency', 'items', 'checkout_link', 'lang', 'reminded', 'created_at'],
    carts,
    { casts: { items: 'jsonb' } },
  );
  add('abandoned_carts', carts.length);
  // The customers' orders after their carts, oldest first, through the live recovery rule.
  const phones = [...new Set(carts.map((row) => row[2] as string))];
  const { rows } = await q.query<{ id: number; phone: string; total: string; order_date: Date }>(
    'SELECT id, phone, total, order_date FROM orders WHERE merchant_id = $1 AND phone = ANY($2) ORDER BY order_date, id',
    [merchantId, phones],
  );
  for (const order of rows)
    await recoverCart(q, merchantId, { id: order.id, phone: order.phone, total: order.total, date: order.order_date });
  return carts;
}

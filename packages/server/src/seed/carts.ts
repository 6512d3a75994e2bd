/** Abandoned carts over three months, most of them reminded. */
import { MINUTE, momentAgo, round2, type SeedContext } from './context.ts';
import type { Customer } from './customers.ts';
import { insertRows } from './insert.ts';
import type { Outbox } from './messages.ts';

/** Returns the cart rows (their last column is the creation time, used by the request log). */
export async function seedCarts(ctx: SeedContext, outbox: Outbox, customers: Customer[]): Promise<unknown[][]> {
  const { q, spec, rng, now, merchantId, add } = ctx;
  const carts: unknown[][] = [];
  for (let day = 0; day < 92; day++) {
    const n = Math.round(spec.activity * rng.int(0, 2));
    for (let k = 0; k < n; k++) {
      const c = rng.pick(customers);
      const items = rng
        .sample(spec.products, rng.int(1, 3))
        .map((p) => ({ name: p.name[c.language === 'ar' ? 0 : 1], sku: p.sku, quantity: 1, price: p.price }));
      const total = round2(items.reduce((s, it) => s + it.price, 0) * 1.15);
      const at = momentAgo(now, day, rng);
      const reminded = rng.chance(0.85);
      const recovered = reminded && rng.chance(0.3);
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
        recovered,
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
    [
      'merchant_id',
      'cart_id',
      'phone',
      'customer_name',
      'total',
      'currency',
      'items',
      'checkout_link',
      'lang',
      'reminded',
      'recovered',
      'created_at',
    ],
    carts,
    { casts: { items: 'jsonb' } },
  );
  add('abandoned_carts', carts.length);
  return carts;
}

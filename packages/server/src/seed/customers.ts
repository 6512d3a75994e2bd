/** The merchant's customers (phones, names, addresses) and their client rows. */
import { insertRows } from './insert.ts';
import { momentAgo, type SeedContext } from './context.ts';
import { CITIES, EXPAT_NAMES, FAMILY_NAMES, FIRST_NAMES, STREETS, type MerchantSpec } from './data.ts';
import type { Random } from './random.ts';

export interface Customer {
  phone: string;
  name: string;
  language: 'en' | 'ar';
  city: (typeof CITIES)[number];
  address: { Address_line1: string; Address_line2: string; Address_line3: string };
  firstSeen?: Date;
}

export function makeCustomers(spec: MerchantSpec, rng: Random): Customer[] {
  const phones = new Set<string>();
  const customers: Customer[] = [];
  while (customers.length < spec.customers) {
    const phone = `+9665${rng.pick(spec.phonePrefixes)}${rng.digits(7)}`;
    if (phones.has(phone)) continue;
    phones.add(phone);
    const language: 'en' | 'ar' = rng.chance(spec.language === 'ar' ? 0.8 : 0.62) ? 'ar' : 'en';
    const first = rng.pick(FIRST_NAMES);
    const family = rng.pick(FAMILY_NAMES);
    const name = language === 'ar' ? `${first[0]} ${family[0]}` : rng.chance(0.25) ? rng.pick(EXPAT_NAMES) : `${first[1]} ${family[1]}`;
    const city = rng.pick(CITIES);
    const district = rng.pick(city.districts);
    const street = rng.pick(STREETS);
    const building = rng.int(1000, 9999);
    const postal = `${city.postal}${rng.digits(3)}`;
    const i = language === 'ar' ? 0 : 1;
    customers.push({
      phone,
      name,
      language,
      city,
      address: {
        Address_line1: language === 'ar' ? `مبنى ${building}، ${street[0]}` : `Building ${building}, ${street[1]}`,
        Address_line2: language === 'ar' ? `حي ${district[0]}` : `${district[1]} district`,
        Address_line3: `${city.name[i]} ${postal}`,
      },
    });
  }
  return customers;
}

/** One client row per customer, first seen at their first order (or some day of the last 90). */
export async function seedClients(ctx: SeedContext, customers: Customer[], orders: readonly { customer: Customer; date: Date }[]) {
  const { q, rng, now, merchantId, add } = ctx;
  for (const d of orders) if (!d.customer.firstSeen || d.date < d.customer.firstSeen) d.customer.firstSeen = d.date;
  for (const c of customers) c.firstSeen ??= momentAgo(now, rng.int(0, 90), rng);
  await insertRows(
    q,
    'clients',
    ['merchant_id', 'phone', 'name', 'language', 'created_at'],
    customers.map((c) => [merchantId, c.phone, c.name, c.language, c.firstSeen]),
  );
  add('clients', customers.length);
}

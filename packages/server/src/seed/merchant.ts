/** The merchant row, its logo and settings. */
import { fillPath, routes } from '@wasl/api';
import { sanitiseSvg } from '../lib/uploads.ts';
import { DAY, type SeedContext } from './context.ts';
import type { MerchantSpec } from './data.ts';
import { insertRows } from './insert.ts';

function logoSvg(spec: MerchantSpec): Uint8Array {
  const raw = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>${spec.businessName.replaceAll('&', '&amp;')}</title><rect width="64" height="64" rx="14" fill="${spec.logoColour}"/><text x="32" y="42" font-size="30" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#FFFFFF">${spec.logoLetter}</text></svg>`;
  const clean = sanitiseSvg(raw);
  if (!clean.ok) throw new Error(`seed logo rejected: ${clean.reason}`);
  return new TextEncoder().encode(clean.svg);
}

/** Returns the new merchant's id. */
export async function seedMerchantRow(ctx: Omit<SeedContext, 'merchantId'>, passwordHash: string): Promise<number> {
  const { q, spec, rng, add, ago } = ctx;
  const logoFile = `${rng.hex(16)}.svg`;
  const profile = {
    Business_Contact: spec.contactPhones[0]?.phone ?? '',
    Business_Email: `hello@${spec.domain}`,
    VAT: spec.vat,
    Links: {
      Website: `https://${spec.domain}`,
      Facebook: `https://facebook.com/${spec.domain.split('.')[0]}`,
      Instagram: `https://instagram.com/${spec.domain.split('.')[0]}`,
      Twitter: `https://x.com/${spec.domain.split('.')[0]}`,
    },
    Business_Address: { Address_line1: spec.address.en[0], Address_line2: spec.address.en[1], Address_line3: spec.address.en[2] },
    Business_Address_ar: { Address_line1: spec.address.ar[0], Address_line2: spec.address.ar[1], Address_line3: spec.address.ar[2] },
  };
  const [merchant] = await insertRows(
    q,
    'merchants',
    [
      'email',
      'password_hash',
      'level',
      'business_name',
      'business_name_ar',
      'logo_link',
      'language',
      'profile',
      'package_id',
      'created_at',
    ],
    [
      [
        spec.email,
        passwordHash,
        2,
        spec.businessName,
        spec.businessNameAr,
        fillPath(routes.getUpload.path, { file: logoFile }),
        spec.language,
        profile,
        spec.plan,
        ago(200 * DAY),
      ],
    ],
    { returning: 'id', casts: { profile: 'jsonb' } },
  );
  const merchantId = Number(merchant?.id);
  add('merchants', 1);
  const logo = logoSvg(spec);
  await insertRows(
    q,
    'uploads',
    ['merchant_id', 'file_name', 'content_type', 'size', 'data'],
    [[merchantId, logoFile, 'image/svg+xml', logo.byteLength, logo]],
  );
  add('uploads', 1);
  await insertRows(
    q,
    'settings',
    ['merchant_id', 'support', 'botflow', 'support_start', 'support_end', 'time_zone', 'chat_end_minutes', 'show_number'],
    // Show_Number on: the demo agent (agent@wasl.dev) sees the numbers of the conversations handed to
    // them, as issue 19's fixed contract shows them; the switch (off for a new store) hides them.
    [[merchantId, true, true, '09:00', '22:00', 'Asia/Riyadh', 120, true]],
  );
  add('settings', 1);
  return merchantId;
}

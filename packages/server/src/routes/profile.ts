/**
 * Business profile (SPEC §3): English/Arabic values mirror each other — an empty one takes the
 * value typed in the other — and the logo upload (content-checked, SVG sanitised) answers data.url.
 */
import { randomBytes } from 'node:crypto';
import { fillPath, mirrorProfile, routes, validateProfile } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { one } from '../db/db.ts';
import { merchantFeatures } from '../db/queries.ts';
import { checkUpload, type UploadErrorKey } from '../lib/uploads.ts';
import { badRequest, forbidden, HttpError, notInPlan, type MessageKey } from '../middleware/http.ts';

/** Upload refusals as the validation keys the logo field shows (texts in validation.json). */
const UPLOAD_MESSAGE: Record<UploadErrorKey, MessageKey> = {
  'upload.empty': 'validation:logoRequired',
  'upload.tooLarge': 'validation:logoTooLarge',
  'upload.unsupportedType': 'validation:logoType',
  'upload.unsafeSvg': 'validation:logoType',
};

const emptyAddress = { Address_line1: '', Address_line2: '', Address_line3: '' };

interface ProfileRow {
  email: string;
  business_name: string;
  business_name_ar: string;
  logo_link: string;
  language: string;
  profile: Record<string, unknown>;
}

export const register: RouteModule = (r, { db, sessions, config }) => {
  r.handle(routes.getProfile, async ({ merchantId }) => {
    const row = await one<ProfileRow>(
      db,
      'SELECT email, business_name, business_name_ar, logo_link, language, profile FROM merchants WHERE id = $1',
      [merchantId],
    );
    if (!row) throw forbidden('errors:sessionExpired');
    const p = row.profile as Partial<Record<string, unknown>>;
    // The website and social links belong to the plan feature invoice_links (SPEC §6): outside it
    // they are neither shown (here, and so on the invoice) nor stored (configure below).
    const inPlan = (await merchantFeatures(db, merchantId)).has('invoice_links');
    const links = inPlan ? ((p.Links ?? {}) as Record<string, string>) : {};
    return {
      data: {
        Business_Name: row.business_name,
        Business_Name_ar: row.business_name_ar || row.business_name,
        Business_Contact: String(p.Business_Contact ?? ''),
        Business_Email: String(p.Business_Email ?? row.email),
        VAT: String(p.VAT ?? ''),
        Links: {
          Website: links.Website ?? '',
          Facebook: links.Facebook ?? '',
          Instagram: links.Instagram ?? '',
          Twitter: links.Twitter ?? '',
        },
        Business_Address: { ...emptyAddress, ...((p.Business_Address as object | undefined) ?? {}) },
        Business_Address_ar: { ...emptyAddress, ...((p.Business_Address_ar as object | undefined) ?? {}) },
        Logo_Link: row.logo_link,
        language: row.language === 'ar' ? ('ar' as const) : ('en' as const),
      },
    };
  });

  r.handle(routes.configureProfile, async ({ merchantId, body }) => {
    const errors = validateProfile(body);
    const first = Object.entries(errors)[0];
    if (first)
      throw badRequest(first[1]!, { issues: Object.entries(errors).map(([path, message]) => ({ path: `body.${path}`, message })) });
    const p = mirrorProfile(body);
    if (Object.values(p.Links).some((link) => link.trim() !== '') && !(await merchantFeatures(db, merchantId)).has('invoice_links'))
      throw notInPlan('invoice_links');
    const stored = {
      Business_Contact: p.Business_Contact,
      Business_Email: p.Business_Email,
      VAT: p.VAT,
      Links: p.Links,
      Business_Address: p.Business_Address,
      Business_Address_ar: p.Business_Address_ar,
    };
    await db.query(
      `UPDATE merchants SET business_name = $2, business_name_ar = $3, profile = $4::jsonb,
         logo_link = COALESCE($5, logo_link), language = COALESCE($6, language) WHERE id = $1`,
      [merchantId, p.Business_Name, p.Business_Name_ar, JSON.stringify(stored), body.Logo_Link ?? null, body.language ?? null],
    );
    sessions.invalidateMerchant(merchantId);
    return { message: 'errors:success.dataUpdated' };
  });

  r.handle(
    routes.uploadLogo,
    async ({ merchantId, body }) => {
      const image = body.Image;
      const bytes = new Uint8Array(await image.arrayBuffer());
      const checked = checkUpload(bytes, { maxBytes: config.uploadLimit });
      if (!checked.ok) {
        throw new HttpError(checked.status, UPLOAD_MESSAGE[checked.error], { data: { code: checked.error, detail: checked.message } });
      }
      const fileName = `${randomBytes(16).toString('hex')}.${checked.extension}`;
      await db.query('INSERT INTO uploads (merchant_id, file_name, content_type, size, data) VALUES ($1, $2, $3, $4, $5)', [
        merchantId,
        fileName,
        checked.mime,
        checked.bytes.byteLength,
        checked.bytes,
      ]);
      // The logo is part of the header; the client saves the URL through configure/complete-profile.
      return { data: { url: fillPath(routes.getUpload.path, { file: fileName }) } };
    },
    // Multipart overhead on top of the 2 MB file.
    { bodyLimit: config.uploadLimit + 64 * 1024 },
  );
};

/**
 * GET /uploads/{file}: public by design (a logo appears on invoices and e-mails), unguessable
 * names (128 random bits), exact type, nosniff and a sandboxing CSP so a stored SVG can never run.
 */
import { routes } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { one } from '../db/db.ts';
import { uploadResponseHeaders, type UploadKind } from '../lib/uploads.ts';
import { notFound } from '../middleware/http.ts';

const KIND_BY_MIME: Record<string, UploadKind> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/svg+xml': 'svg' };

export const register: RouteModule = (r, { db }) => {
  r.handle(routes.getUpload, async ({ c, params }) => {
    if (!/^[a-f0-9]{32}\.(?:png|jpg|svg)$/.test(params.file)) throw notFound();
    const row = await one<{ content_type: string; data: Uint8Array }>(db, 'SELECT content_type, data FROM uploads WHERE file_name = $1', [
      params.file,
    ]);
    const kind = row ? KIND_BY_MIME[row.content_type] : undefined;
    if (!row || !kind) throw notFound();
    return c.body(new Uint8Array(row.data), 200, uploadResponseHeaders(kind));
  });
};

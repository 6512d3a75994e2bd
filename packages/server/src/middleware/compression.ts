/**
 * Brotli or gzip for the front end's text answers (scripts, styles, pages, strings). Without it the
 * app's 96 KB (gzip) entry crossed the wire as 310 KB — Lighthouse's slow 4G link took ≈ 1.5 s for it
 * alone. Hashed assets never change under their name, so each is compressed once, at brotli's best
 * level, off the event loop; pages (a fresh nonce each time) and strings are compressed per answer at
 * a quick level.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Content types worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this, the headers outweigh the saving. */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli, else gzip, as far as Accept-Encoding allows (`q=0` refuses). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name) quality.set(name, q ? Number(q.slice(2)) : 1);
  }
  return (['br', 'gzip'] as const).find((encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0);
}

const encode = (body: Buffer, encoding: Encoding, best: boolean): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: best ? 9 : 6 });

/** Compressed immutable assets by encoding and path (one promise, so concurrent first requests share it). */
const assets = new Map<string, Promise<Buffer>>();

/**
 * `response` compressed for `acceptEncoding` (and `Vary: Accept-Encoding` whenever it could have
 * been). `immutableKey` (the asset's path) caches the result: only for content that never changes
 * under that key.
 */
export async function compressResponse(response: Response, acceptEncoding: string | undefined, immutableKey?: string): Promise<Response> {
  if (!response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set('vary', [headers.get('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  const raw = Buffer.from(await response.arrayBuffer());
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding || raw.length < MIN_BYTES) return new Response(raw, { status: response.status, headers });
  let body: Promise<Buffer>;
  if (immutableKey) {
    const id = `${encoding} ${immutableKey}`;
    body = assets.get(id) ?? encode(raw, encoding, true);
    if (!assets.has(id)) {
      assets.set(id, body);
      body.catch(() => assets.delete(id));
    }
  } else {
    body = encode(raw, encoding, false);
  }
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(new Uint8Array(await body), { status: response.status, headers });
}

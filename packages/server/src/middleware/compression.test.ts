import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressResponse } from './compression.ts';

const script = 'export const greeting = "hello";\n'.repeat(200);
const answer = (type = 'text/javascript; charset=utf-8', body = script) =>
  new Response(body, { headers: { 'content-type': type, 'cache-control': 'no-cache', vary: 'Cookie' } });

describe('compression of the front end', () => {
  it('prefers brotli, then gzip, honouring q=0 and *', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  it('compresses a script losslessly, keeps the other headers and adds Vary', async () => {
    const br = await compressResponse(answer(), 'gzip, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('no-cache');
    const body = Buffer.from(await br.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
    const gz = await compressResponse(answer(), 'gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
  });

  it('caches an immutable asset by its path: the same bytes again', async () => {
    const first = Buffer.from(await (await compressResponse(answer(), 'br', '/assets/a.js')).arrayBuffer());
    const again = Buffer.from(await (await compressResponse(answer(), 'br', '/assets/a.js')).arrayBuffer());
    expect(again.equals(first)).toBe(true);
  });

  it('leaves fonts, small answers and clients without an encoding alone (but says it varies)', async () => {
    const font = answer('font/woff2');
    expect(await compressResponse(font, 'br')).toBe(font);
    const small = await compressResponse(answer('application/json', '{"a":1}'), 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('{"a":1}');
    const plain = await compressResponse(answer(), undefined);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });
});

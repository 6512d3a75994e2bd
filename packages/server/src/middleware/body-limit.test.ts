/**
 * A body over the limit is refused with 413 — and the connection it came on must not be left in a
 * state where the next request on it is silently lost. Over a raw socket (keep-alive, chunked).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let server: ServerType;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Writes `first`, then (after its answer) `second` on the same socket; collects everything read until the peer closes. */
function exchange(first: Buffer[], second: string): Promise<{ text: string; error?: string; closedBy: 'end' | 'reset' | 'timeout' }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let sentSecond = false;
    let done = false;
    const finish = (closedBy: 'end' | 'reset' | 'timeout', error?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closedBy, ...(error ? { error } : {}) });
    };
    const timer = setTimeout(() => finish('timeout'), 5000);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (!sentSecond && /\r\n\r\n[\s\S]*\}$/.test(text)) {
        sentSecond = true;
        // The peer may already have closed its side: writing then is the client's clean "refused".
        if (!socket.destroyed && socket.writable) socket.write(second);
      }
    });
    socket.on('end', () => finish('end'));
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code === 'ECONNRESET' ? 'reset' : 'end', error.code));
    socket.on('connect', async () => {
      for (const part of first) {
        if (socket.destroyed) return;
        socket.write(part);
        await new Promise((r) => setTimeout(r, 1));
      }
    });
  });
}

const chunk = (bytes: Buffer) => Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
const next = `GET /merchant/v1.0/openapi.json HTTP/1.1\r\nHost: x\r\n\r\n`;

describe('413 on an oversized body', () => {
  it('chunked: answers 413 with Connection: close, then closes cleanly (the next request is refused, never half-answered)', async () => {
    const head = Buffer.from(
      'POST /merchant/v1.0/auth/login HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const parts = [head, ...Array.from({ length: 40 }, () => chunk(Buffer.alloc(16 * 1024, 0x61))), Buffer.from('0\r\n\r\n')];
    const result = await exchange(parts, next);
    const [status] = result.text.split('\r\n');
    expect(status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(result.text.toLowerCase()).toContain('connection: close');
    expect(result.text.toLowerCase()).not.toContain('connection: keep-alive');
    expect(result.text).toContain('errors:payloadTooLarge');
    // Told to close, the client knows its next request needs a new connection: the server ends this one.
    expect(result.closedBy).not.toBe('timeout');
    // No second answer on this connection (it would be a request the server claimed to accept).
    expect(result.text.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
  });

  it('Content-Length over the limit: 413 with Connection: close before reading the body', async () => {
    const head = Buffer.from(
      'POST /merchant/v1.0/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n{"email":',
    );
    const result = await exchange([head], next);
    expect(result.text.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(result.text.toLowerCase()).toContain('connection: close');
    expect(result.closedBy).not.toBe('timeout');
  });

  it('a small body keeps the connection: the next request on it is answered', async () => {
    const body = '{"email":"nobody@test.wasl.dev","password":"x"}';
    const head = Buffer.from(
      `POST /merchant/v1.0/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    const result = await exchange([head], `GET /merchant/v1.0/nothing-here HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(result.text.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(2);
  });
});

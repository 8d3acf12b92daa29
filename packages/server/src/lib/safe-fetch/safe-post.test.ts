import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPostUrl, safePost } from './safe-post';

let server: http.Server;
let host = '';
const received: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (request.url === '/moved') response.writeHead(307, { location: '/push/2' }).end();
      else if (request.url === '/slow') setTimeout(() => response.writeHead(201).end(), 500);
      else response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = (more: object = {}) => ({
  headers: { ttl: '60', 'content-encoding': 'aes128gcm' },
  body: Buffer.from('sealed'),
  timeoutMs: 2_000,
  allowHosts: [host],
  ...more,
});

describe('posting to a user-given URL', () => {
  it('posts the body and headers, and answers the status without following a redirect', async () => {
    expect(await safePost(`http://${host}/push/1`, options())).toEqual({ status: 201 });
    expect(received.at(-1)).toMatchObject({
      path: '/push/1',
      headers: { ttl: '60', 'content-encoding': 'aes128gcm' },
      body: 'sealed',
    });
    const before = received.length;
    expect(await safePost(`http://${host}/moved`, options())).toEqual({ status: 307 });
    expect(received).toHaveLength(before + 1);
  });

  it('refuses plain http, private and loopback addresses and other ports unless allow-listed', async () => {
    await expect(safePost(`http://${host}/push/1`, options({ allowHosts: [] }))).rejects.toThrow(
      /not allowed/,
    );
    expect(() => checkPostUrl('http://push.example.com/x', {})).toThrow(/https/);
    expect(() => checkPostUrl('https://192.168.1.4/x', {})).toThrow(/not allowed/);
    expect(() => checkPostUrl('https://[::1]/x', {})).toThrow(/not allowed/);
    expect(() => checkPostUrl('https://push.example.com:8443/x', {})).toThrow(/ports/);
    expect(() => checkPostUrl('https://user:pw@push.example.com/x', {})).toThrow(/user name/);
    expect(checkPostUrl('https://fcm.googleapis.com/fcm/send/abc', {}).host).toBe(
      'fcm.googleapis.com',
    );
  });

  it('gives up after its deadline', async () => {
    await expect(safePost(`http://${host}/slow`, options({ timeoutMs: 100 }))).rejects.toThrow(
      /did not answer/,
    );
  });
});

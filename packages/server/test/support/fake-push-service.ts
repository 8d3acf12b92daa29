import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: the keys its push messages are encrypted to. */
export interface BrowserPushKeys {
  /** The public key as `PushSubscription.toJSON().keys.p256dh` gives it (base64url). */
  p256dh: string;
  /** The authentication secret as `keys.auth` gives it (base64url). */
  auth: string;
  /** The private key, as a JWK, so another process (the fake) can decrypt. */
  privateJwk: crypto.JsonWebKey;
}

/** A real P-256 key pair and a random 16-byte secret, as a browser makes them on subscribing. */
export function makeBrowserPushKeys(): BrowserPushKeys {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return {
    p256dh: point.toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
    privateJwk: privateKey.export({ format: 'jwk' }),
  };
}

/** A push message as the fake received, checked and decrypted it. */
export interface ReceivedPush {
  /** The subscription's name: the last part of its endpoint's path. */
  id: string;
  ttl: number;
  /** The VAPID JWT's claims, once its signature checked out against the `k` key. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  /** The decrypted payload. */
  payload: string;
  /** The status the fake answered. */
  status: number;
}

const b64 = (text: string) => Buffer.from(text, 'base64url');
const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/**
 * Decrypts an `aes128gcm` push message body (RFC 8188 framing, RFC 8291 keys) with the
 * browser's private key and auth secret; throws when it does not decrypt.
 */
export function decryptPushBody(body: Buffer, keys: BrowserPushKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  if (idLength !== 65 || cipherText.length > recordSize) throw new Error('bad header');
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.setPrivateKey(b64(keys.privateJwk.d!));
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), b64(keys.p256dh), serverPublic]);
  const ikm = hmac(hmac(b64(keys.auth), shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): an ES256 JWT whose signature
 * verifies with `k`, for this push service's origin, not expired nor valid for over 24 hours.
 */
export function verifyVapid(header: string | undefined, origin: string, nowS: number) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid Authorization');
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.');
  if (!head || !claims || !signature) throw new Error('not a JWT');
  const header64 = JSON.parse(b64(head).toString()) as { alg?: string };
  if (header64.alg !== 'ES256') throw new Error('not ES256');
  const point = b64(key);
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    b64(signature),
  );
  if (!valid) throw new Error('bad signature');
  const body = JSON.parse(b64(claims).toString()) as { aud: string; exp: number; sub: string };
  if (body.aud !== origin) throw new Error(`audience ${body.aud} is not ${origin}`);
  if (!(body.exp > nowS && body.exp <= nowS + 24 * 3600)) throw new Error('bad expiry');
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error('bad subject');
  return { ...body, publicKey: key };
}

/**
 * A push service (RFC 8030) on 127.0.0.1: `POST /push/<id>` with `TTL`, `Content-Encoding:
 * aes128gcm` and a VAPID `Authorization` is checked, decrypted with the keys a test gave for
 * that subscription, kept, and answered 201; a malformed one is answered 400, an unknown id
 * 404, and a subscription a test expired 410. Tests read what arrived from `received`; from
 * another process, `POST /_test/subscriptions/<id>` gives the keys, `GET /_test/received/<id>`
 * reads, `POST /_test/expire/<id>` expires.
 */
export class FakePushService {
  url = '';
  readonly received: ReceivedPush[] = [];
  /** Requests being answered: with `delayMs`, the server's push is waiting on the fake. */
  pending = 0;
  /** Wait this long before answering a push. */
  delayMs = 0;
  /** Why the last refused push was refused. */
  lastProblem = '';
  private readonly keys = new Map<string, BrowserPushKeys>();
  private readonly expired = new Set<string>();
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => this.answer(request, Buffer.concat(chunks), response));
  });

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** A new subscription's endpoint on this service, for a browser with `keys`. */
  subscribe(keys: BrowserPushKeys, id = crypto.randomBytes(12).toString('base64url')): string {
    this.keys.set(id, keys);
    return `${this.url}/push/${id}`;
  }

  /** The subscription no longer exists: pushes to it are answered 410 Gone. */
  expire(endpoint: string): void {
    this.expired.add(endpoint.split('/').pop()!);
  }

  /** What arrived for the subscription of `endpoint`. */
  receivedBy(endpoint: string): ReceivedPush[] {
    const id = endpoint.split('/').pop()!;
    return this.received.filter((push) => push.id === id);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) {
    const path = request.url ?? '';
    const control = /^\/_test\/(subscriptions|received|expire)\/([A-Za-z0-9_-]+)$/.exec(path);
    if (control) {
      this.control(control[1]!, control[2]!, request.method ?? '', body, response);
      return;
    }
    const push = /^\/push\/([A-Za-z0-9_-]+)$/.exec(path);
    if (request.method !== 'POST' || !push) {
      response.writeHead(404).end();
      return;
    }
    this.pending++;
    setTimeout(() => {
      this.pending--;
      const status = this.receive(push[1]!, request, body);
      response.writeHead(status, status === 201 ? { Location: `/message/${Date.now()}` } : {});
      response.end();
    }, this.delayMs);
  }

  /** Checks, decrypts and keeps one push; the status to answer. */
  private receive(id: string, request: http.IncomingMessage, body: Buffer): number {
    const keys = this.keys.get(id);
    if (!keys) return 404;
    if (this.expired.has(id)) return 410;
    try {
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const vapid = verifyVapid(
        request.headers.authorization,
        this.url,
        Math.floor(Date.now() / 1000),
      );
      const payload = decryptPushBody(body, keys);
      this.received.push({ id, ttl, vapid, payload, status: 201 });
      return 201;
    } catch (error) {
      this.lastProblem = error instanceof Error ? error.message : String(error);
      return 400;
    }
  }

  private control(
    action: string,
    id: string,
    method: string,
    body: Buffer,
    response: http.ServerResponse,
  ) {
    if (action === 'subscriptions' && method === 'POST') {
      this.keys.set(id, JSON.parse(body.toString()) as BrowserPushKeys);
      response.writeHead(204).end();
    } else if (action === 'expire' && method === 'POST') {
      this.expired.add(id);
      response.writeHead(204).end();
    } else if (action === 'received' && method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(this.received.filter((push) => push.id === id)));
    } else {
      response.writeHead(404).end();
    }
  }
}

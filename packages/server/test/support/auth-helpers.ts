import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OutboxMailer } from '../../src/adapters/mail/outbox-mailer';

let clients = 0;

/** A client address of its own for each call, so throttle counts of tests never mix. */
export function freshIp(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** A POST with a JSON body, from a client address of its own unless `ip` names one. */
export function postFrom(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { headers?: Record<string, string>; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: options.headers,
    remoteAddress: options.ip ?? freshIp(),
  });
}

/** The session cookie an answer set, with its attributes. */
export function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === 'vantage_session');
}

/** `GET /api/user/` with the session cookie a sign-in's answer set. */
export function userSignedInBy(app: FastifyInstance, signIn: LightMyRequestResponse) {
  return app.inject({
    method: 'GET',
    url: '/api/user/',
    headers: { cookie: `vantage_session=${sessionCookie(signIn)!.value}` },
  });
}

/** `GET /api/user/` with a session token as `Authorization: Bearer`. */
export function userOfToken(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'GET',
    url: '/api/user/',
    headers: { authorization: `Bearer ${token}` },
  });
}

/** The device cookie an answer set: the browser is known to the account it signed in to. */
export function deviceCookie(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === 'vantage_device');
}

/** The token of the newest `?verify=` or `?reset=` link mailed to `to`. */
export function linkToken(outbox: OutboxMailer, to: string, kind: 'verify' | 'reset'): string {
  const mail = outbox.latestTo(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = new RegExp(`[?&]${kind}=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${kind} link in '${mail.subject}'`);
  return match[1]!;
}

/** A password nobody else uses, so the common-password rule never gets in the way. */
export function uniquePassword(): string {
  clients += 1;
  return `granite-lake-${clients}-dawn`;
}

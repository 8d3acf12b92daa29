import { describe, expect, it } from 'vitest';
import type { AppMetaRepository } from './app-meta.repository';
import { DeviceCookies } from './device-cookie';
import { ServerSecret } from '../../lib/server-secret';

const noMeta = {} as AppMetaRepository;
const devices = new DeviceCookies(new ServerSecret('k'.repeat(32), noMeta));

describe('device cookies', () => {
  it('name the account they were issued for, and a device of their own', async () => {
    const cookie = await devices.issue(42);
    expect(cookie).toMatch(/^42\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    const device = await devices.deviceFor(cookie, 42);
    expect(device).toBe(cookie.split('.')[1]);
    expect(await devices.deviceFor(await devices.issue(42), 42)).not.toBe(device);
  });

  it('count for nothing on another account, forged, changed or missing', async () => {
    const cookie = await devices.issue(42);
    const [, nonce, signature] = cookie.split('.');
    expect(await devices.deviceFor(cookie, 43)).toBeNull();
    expect(await devices.deviceFor(`43.${nonce}.${signature}`, 43)).toBeNull();
    expect(await devices.deviceFor(`42.${'A'.repeat(22)}.${signature}`, 42)).toBeNull();
    expect(await devices.deviceFor(`${cookie}x`, 42)).toBeNull();
    expect(await devices.deviceFor('', 42)).toBeNull();
    expect(await devices.deviceFor(undefined, 42)).toBeNull();
    expect(await devices.deviceFor(cookie, undefined)).toBeNull();
    const elsewhere = new DeviceCookies(new ServerSecret('o'.repeat(32), noMeta));
    expect(await elsewhere.deviceFor(cookie, 42)).toBeNull();
  });
});

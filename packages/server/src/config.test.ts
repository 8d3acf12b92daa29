import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('trusts no proxy unless told, and takes true or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe(
      '10.0.0.0/8, loopback',
    );
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/not a count/);
  });

  it('tells no CDN of changes unless one is named, and names what a CDN setting lacks', () => {
    expect(loadConfig({}).cdn).toBeNull();
    expect(loadConfig({ CDN_PURGE_URL: 'http://varnish:6081/' }).cdn).toEqual({
      kind: 'purge',
      url: 'http://varnish:6081',
    });
    const cloudflare = { CLOUDFLARE_ZONE_ID: 'zone', CLOUDFLARE_API_TOKEN: 'token' };
    expect(loadConfig({ ...cloudflare, PUBLIC_URL: 'https://vantage.example' }).cdn).toEqual({
      kind: 'cloudflare',
      apiUrl: 'https://api.cloudflare.com/client/v4',
      zoneId: 'zone',
      token: 'token',
    });
    expect(() => loadConfig(cloudflare)).toThrow('CLOUDFLARE_ZONE_ID needs PUBLIC_URL');
    expect(() => loadConfig({ CLOUDFLARE_ZONE_ID: 'zone' })).toThrow(
      'CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN must be set together',
    );
    expect(() =>
      loadConfig({ ...cloudflare, PUBLIC_URL: 'https://v.example', CDN_PURGE_URL: 'http://c' }),
    ).toThrow('name two CDNs');
    expect(() => loadConfig({ CDN_PURGE_URL: 'varnish' })).toThrow(/CDN_PURGE_URL must be an http/);
  });

  it('keeps mail in the outbox by default and needs PUBLIC_URL for SMTP', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: '', mailFrom: 'Vantage <no-reply@localhost>' });
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.test:587' })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.test:587', PUBLIC_URL: 'https://vantage.example/' }),
    ).toMatchObject({
      publicUrl: 'https://vantage.example',
      mailFrom: 'Vantage <no-reply@vantage.example>',
    });
  });

  it('answers the native app origins by default, others when listed, none when off', () => {
    expect(loadConfig({}).nativeAppOrigins).toEqual(['https://localhost', 'capacitor://localhost']);
    expect(loadConfig({ NATIVE_APP_ORIGINS: 'https://app.example:8443' }).nativeAppOrigins).toEqual(
      ['https://app.example:8443'],
    );
    expect(loadConfig({ NATIVE_APP_ORIGINS: 'off' }).nativeAppOrigins).toEqual([]);
    expect(() => loadConfig({ NATIVE_APP_ORIGINS: 'https://localhost/app' })).toThrow(
      /NATIVE_APP_ORIGINS/,
    );
  });

  it('refuses a short SECRET_KEY and a PUBLIC_URL that is not an origin', () => {
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(/SECRET_KEY/);
    expect(() => loadConfig({ PUBLIC_URL: 'vantage.example' })).toThrow(/PUBLIC_URL/);
  });

  it('signs web push with the configured VAPID pair, else one kept later, and checks the subject', () => {
    expect(loadConfig({}).vapidKeys).toBeNull();
    expect(loadConfig({}).vapidSubject).toBe('mailto:no-reply@localhost');
    expect(loadConfig({ PUBLIC_URL: 'https://vantage.example' }).vapidSubject).toBe(
      'https://vantage.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://atlas.local:8080' }).vapidSubject).toBe(
      'mailto:no-reply@atlas.local',
    );
    const publicKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const privateKey = Buffer.alloc(32, 9).toString('base64url');
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapidKeys,
    ).toEqual({ publicKey, privateKey });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/set together/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY must be a base64url key of 65 bytes/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://vantage.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('lets web push reach a fake push service outside production only', () => {
    expect(loadConfig({}).pushAllowHosts).toEqual([]);
    expect(loadConfig({ PUSH_ALLOW_HOSTS: '127.0.0.1:9' }).pushAllowHosts).toEqual(['127.0.0.1:9']);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://vantage.example',
        PUSH_ALLOW_HOSTS: '127.0.0.1',
      }),
    ).toThrow(/PUSH_ALLOW_HOSTS/);
  });

  it('reads the About contacts and refuses addresses that are not what they claim', () => {
    expect(loadConfig({}).contacts).toEqual({
      email: '',
      facebook: '',
      twitter: '',
      instagram: '',
      androidApp: '',
    });
    expect(
      loadConfig({
        CONTACT_EMAIL: ' team@vantage.example ',
        CONTACT_INSTAGRAM_URL: 'https://instagram.com/vantage',
      }).contacts,
    ).toMatchObject({ email: 'team@vantage.example', instagram: 'https://instagram.com/vantage' });
    expect(() => loadConfig({ CONTACT_EMAIL: 'team' })).toThrow(/CONTACT_EMAIL/);
    expect(() => loadConfig({ CONTACT_FACEBOOK_URL: 'javascript:alert(1)' })).toThrow(
      /CONTACT_FACEBOOK_URL/,
    );
    expect(() => loadConfig({ ANDROID_APP_URL: 'http://play.example/app' })).toThrow(
      /ANDROID_APP_URL/,
    );
  });

  it('asks the public Open-Meteo for forecasts unless told otherwise', () => {
    expect(loadConfig({}).openMeteoUrl).toBe('https://api.open-meteo.com');
    expect(loadConfig({ OPEN_METEO_URL: 'off' }).openMeteoUrl).toBe('');
    expect(loadConfig({ OPEN_METEO_URL: 'http://127.0.0.1:9/' }).openMeteoUrl).toBe(
      'http://127.0.0.1:9',
    );
  });
});

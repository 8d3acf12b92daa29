import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadOAuthConfig } from './oauth.config';

const p256 = () =>
  crypto
    .generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();

describe('sign-in provider configuration', () => {
  it('offers no provider by default, and a provider once its id and secret are set', () => {
    expect(loadOAuthConfig({})).toEqual({
      google: null,
      facebook: null,
      twitter: null,
      apple: null,
    });
    const config = loadOAuthConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      FACEBOOK_CLIENT_ID: 'fb',
      FACEBOOK_CLIENT_SECRET: 'fb-secret',
    });
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
    expect(config.facebook).toMatchObject({
      authorizationUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
      userinfoUrl: 'https://graph.facebook.com/v23.0/me',
    });
    expect(config.twitter).toBeNull();
  });

  it('refuses half a configuration', () => {
    expect(() => loadOAuthConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadOAuthConfig({ TWITTER_CLIENT_SECRET: 's' })).toThrow(/TWITTER_CLIENT_ID/);
    expect(() => loadOAuthConfig({ APPLE_CLIENT_ID: 'id', APPLE_TEAM_ID: 't' })).toThrow(
      /missing APPLE_KEY_ID, APPLE_PRIVATE_KEY/,
    );
  });

  it('takes endpoints over HTTPS, and plain HTTP only on this machine', () => {
    const keys = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' };
    expect(
      loadOAuthConfig({ ...keys, GOOGLE_ISSUER: 'http://127.0.0.1:4000/' }).google?.issuer,
    ).toBe('http://127.0.0.1:4000');
    expect(() => loadOAuthConfig({ ...keys, GOOGLE_ISSUER: 'http://idp.example' })).toThrow(
      /https/,
    );
    expect(() => loadOAuthConfig({ ...keys, GOOGLE_ISSUER: 'not a url' })).toThrow(/URL/);
  });

  it("reads Apple's key with escaped line breaks and refuses a key of another kind", () => {
    const apple = { APPLE_CLIENT_ID: 'svc', APPLE_TEAM_ID: 'team', APPLE_KEY_ID: 'kid' };
    const pem = p256();
    const config = loadOAuthConfig({ ...apple, APPLE_PRIVATE_KEY: pem.replace(/\n/g, '\\n') });
    expect(config.apple).toMatchObject({ clientId: 'svc', privateKey: pem });
    expect(config.apple?.issuer).toBe('https://appleid.apple.com');
    const rsa = crypto
      .generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => loadOAuthConfig({ ...apple, APPLE_PRIVATE_KEY: rsa })).toThrow(/P-256/);
    expect(() => loadOAuthConfig({ ...apple, APPLE_PRIVATE_KEY: 'nonsense' })).toThrow(/PEM/);
  });
});

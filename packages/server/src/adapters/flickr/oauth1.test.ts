import { describe, expect, it } from 'vitest';
import { oauthSignature, percentEncode, signedUrl } from './oauth1';

describe('OAuth 1.0a signing', () => {
  it("signs Twitter's documented example request to the published signature", () => {
    const signature = oauthSignature(
      'POST',
      'https://api.twitter.com/1.1/statuses/update.json',
      {
        status: 'Hello Ladies + Gentlemen, a signed OAuth request!',
        include_entities: 'true',
        oauth_consumer_key: 'xvz1evFS4wEEPTGEFPHBog',
        oauth_nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
        oauth_signature_method: 'HMAC-SHA1',
        oauth_timestamp: '1318622958',
        oauth_token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
        oauth_version: '1.0',
      },
      'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
      'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
    );
    expect(signature).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  it('encodes reserved characters that encodeURIComponent leaves alone', () => {
    expect(percentEncode("it's (a) test*!")).toBe('it%27s%20%28a%29%20test%2A%21');
  });

  it('puts the oauth parameters and the signature in the query string', () => {
    const url = signedUrl(
      new URL('https://www.flickr.com/services/oauth/request_token'),
      { consumerKey: 'key', consumerSecret: 'secret' },
      { oauth_callback: 'https://vantage.example/import' },
      () => 1_700_000_000_000,
    );
    expect(url.searchParams.get('oauth_consumer_key')).toBe('key');
    expect(url.searchParams.get('oauth_timestamp')).toBe('1700000000');
    expect(url.searchParams.get('oauth_callback')).toBe('https://vantage.example/import');
    expect(url.searchParams.get('oauth_token')).toBeNull();
    expect(url.searchParams.get('oauth_signature')).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });
});

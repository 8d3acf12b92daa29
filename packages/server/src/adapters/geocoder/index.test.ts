import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createGeocoder } from './index';

describe('geocoder choice', () => {
  it('uses the gazetteer unless NOMINATIM_URL is set', () => {
    expect(createGeocoder(loadConfig({})).name).toBe('gazetteer');
    expect(
      createGeocoder(loadConfig({ NOMINATIM_URL: 'https://nominatim.openstreetmap.org/' })).name,
    ).toBe('nominatim');
  });

  it('reads the settings and refuses a URL that is not http(s)', () => {
    expect(
      loadConfig({
        NOMINATIM_URL: 'https://nominatim.example/',
        NOMINATIM_EMAIL: 'admin@vantage.example',
      }),
    ).toMatchObject({
      nominatimUrl: 'https://nominatim.example',
      nominatimEmail: 'admin@vantage.example',
    });
    expect(() => loadConfig({ NOMINATIM_URL: 'nominatim.example' })).toThrow(
      /NOMINATIM_URL must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ NOMINATIM_URL: 'ftp://nominatim.example' })).toThrow(/NOMINATIM_URL/);
  });

  it('identifies the server to the services', () => {
    expect(loadConfig({}).geocoderUserAgent).toBe('Vantage/0.1.0 (+self-hosted)');
    expect(loadConfig({ PUBLIC_URL: 'https://vantage.example' }).geocoderUserAgent).toBe(
      'Vantage/0.1.0 (+https://vantage.example)',
    );
    expect(
      loadConfig({ GEOCODER_USER_AGENT: 'MyAtlas/2 (maps@example.org)' }).geocoderUserAgent,
    ).toBe('MyAtlas/2 (maps@example.org)');
  });
});

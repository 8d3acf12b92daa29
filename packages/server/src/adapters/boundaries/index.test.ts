import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createBoundaries } from './index';

describe('boundary service choice', () => {
  it('uses the bundled outlines unless OVERPASS_URL is set', () => {
    expect(createBoundaries(loadConfig({})).name).toBe('offline');
    const config = loadConfig({ OVERPASS_URL: 'https://overpass-api.de/api/interpreter' });
    expect(config.overpassUrl).toBe('https://overpass-api.de/api/interpreter');
    expect(createBoundaries(config).name).toBe('overpass');
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => loadConfig({ OVERPASS_URL: 'overpass-api.de' })).toThrow(
      "OVERPASS_URL must be an http(s) URL like https://overpass-api.de/api/interpreter, got 'overpass-api.de'",
    );
  });
});

import { describe, expect, it } from 'vitest';
import { openAddress, readyLine } from './start-line';

describe('the line a person reads when the server is ready', () => {
  it('names localhost for a server on this machine or on every interface', () => {
    for (const host of ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']) {
      expect(openAddress({ publicUrl: '', host, port: 3000 })).toBe('http://localhost:3000');
    }
  });

  it('names the host it listens on otherwise, and the public URL when one is set', () => {
    expect(openAddress({ publicUrl: '', host: '192.168.1.20', port: 8080 })).toBe(
      'http://192.168.1.20:8080',
    );
    expect(openAddress({ publicUrl: '', host: 'fd00::5', port: 3000 })).toBe(
      'http://[fd00::5]:3000',
    );
    expect(openAddress({ publicUrl: 'https://vantage.example', host: '0.0.0.0', port: 3000 })).toBe(
      'https://vantage.example',
    );
  });

  it('says where to open the site', () => {
    expect(readyLine('Vantage', 'http://localhost:3000')).toBe(
      'Vantage is ready: open http://localhost:3000 in a browser',
    );
  });
});

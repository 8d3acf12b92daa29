import { describe, expect, it } from 'vitest';
import { isAllowListed, isPublicAddress, parseIpLiteral } from './address-policy';
import { checkUrl } from './safe-fetch';

const BLOCKED = [
  // IPv4 loopback in every notation inet_aton and the URL parser take.
  '127.0.0.1',
  '127.1',
  '127.0.1',
  '0x7f.1',
  '0x7f.0x0.0x0.0x1',
  '0177.0.0.1',
  '00000177.0.0.1',
  '2130706433',
  '0x7f000001',
  '017700000001',
  '127.255.255.254',
  '127.0.0.1.',
  // This network, private, CGNAT, link-local (cloud metadata), multicast, broadcast, reserved.
  '0.0.0.0',
  '0',
  '0.1.2.3',
  '10.0.0.1',
  '012.0.0.1',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '0xc0.0xa8.1.1',
  '100.64.0.1',
  '100.127.255.255',
  '169.254.169.254',
  '224.0.0.1',
  '239.255.255.250',
  '255.255.255.255',
  '240.0.0.1',
  // IETF assignments, documentation, 6to4 relay, benchmarking, AS112, AMT.
  '192.0.0.8',
  '192.0.2.1',
  '198.51.100.7',
  '203.0.113.9',
  '192.88.99.1',
  '198.18.0.1',
  '198.19.255.255',
  '192.175.48.1',
  '192.52.193.1',
  // IPv6 loopback, unspecified, unique-local, link-local (with a zone), site-local, multicast.
  '::1',
  '[::1]',
  '0:0:0:0:0:0:0:1',
  '::',
  'fc00::1',
  'fd12:3456:789a::1',
  'fe80::1',
  'fe80::1%eth0',
  'fec0::1',
  'ff02::1',
  '100::1',
  // IPv4 hidden in IPv6: mapped, compatible, SIIT, NAT64, local NAT64, 6to4.
  '::ffff:127.0.0.1',
  '[::ffff:7f00:1]',
  '0:0:0:0:0:ffff:127.0.0.1',
  '::ffff:10.0.0.1',
  '::ffff:a9fe:a9fe',
  '::127.0.0.1',
  '::7f00:1',
  '::ffff:0:7f00:1',
  '64:ff9b::127.0.0.1',
  '64:ff9b::a00:1',
  '64:ff9b:1::8.8.8.8',
  '2002:7f00:1::1',
  '2002:a9fe:a9fe::1',
  // Teredo, benchmarking, documentation (old and new), ORCHID.
  '2001::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  '2001:2::1',
  '2001:db8::1',
  '3fff::1',
  '2001:20::1',
];

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '172.32.0.1',
  '172.15.255.255',
  '100.128.0.1',
  '100.63.255.255',
  '192.169.0.1',
  '11.0.0.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '[2a03:2880:f12f:83:face:b00c:0:25de]',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
];

describe('isPublicAddress', () => {
  it.each(BLOCKED)('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PUBLIC)('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses what is not an address at all', () => {
    for (const text of ['example.com', '', '08.1.1.1', '1.2.3.4.5', 'localhost', '[::1']) {
      expect(isPublicAddress(text)).toBe(false);
    }
  });

  it('reads the old IPv4 notations the way the resolver would', () => {
    expect(parseIpLiteral('0x7f.1')?.toString()).toBe('127.0.0.1');
    expect(parseIpLiteral('2130706433')?.toString()).toBe('127.0.0.1');
    expect(parseIpLiteral('0177.0.0.1')?.toString()).toBe('127.0.0.1');
    expect(parseIpLiteral('127.1')?.toString()).toBe('127.0.0.1');
    expect(parseIpLiteral('[::ffff:127.0.0.1]')?.toString()).toBe('::ffff:7f00:1');
    expect(parseIpLiteral('photos.example.com')).toBeNull();
  });
});

describe('checkUrl', () => {
  const blockedUrls = [
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://127.0.0.1./',
    'http://0/',
    'https://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[0:0:0:0:0:ffff:7f00:1]/',
    'http://[fc00::1]/',
    'http://[fe80::1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://app.localhost/',
    'http://intranet/',
    // Allowed host, other port: ports other than 80 and 443 are refused.
    'http://photos.example.com:8080/',
    'https://photos.example.com:22/',
  ];

  it.each(blockedUrls)('refuses %s before connecting', (url) => {
    expect(() => checkUrl(url)).toThrow(expect.objectContaining({ code: 'blocked' }));
  });

  it.each([
    'ftp://photos.example.com/',
    'file:///etc/passwd',
    'gopher://photos.example.com/',
    'javascript:alert(1)',
    'not a url',
    'http://user:secret@photos.example.com/',
    'http://user@photos.example.com/',
    'http://1.2.3.256/',
  ])('refuses %s as not a usable URL', (url) => {
    expect(() => checkUrl(url)).toThrow(expect.objectContaining({ code: 'invalid_url' }));
  });

  it('takes public http(s) URLs on the default ports', () => {
    expect(checkUrl('https://photos.example.com/a?b=c').href).toBe(
      'https://photos.example.com/a?b=c',
    );
    expect(checkUrl('http://photos.example.com:80/').href).toBe('http://photos.example.com/');
    expect(checkUrl('https://photos.example.com:443/').href).toBe('https://photos.example.com/');
    expect(checkUrl('http://8.8.8.8/').hostname).toBe('8.8.8.8');
    expect(checkUrl('http://[2606:4700:4700::1111]/').hostname).toBe('[2606:4700:4700::1111]');
  });

  it('lets an allow-listed host through on any port, and only that host', () => {
    expect(checkUrl('http://127.0.0.1:8123/page', ['127.0.0.1']).port).toBe('8123');
    expect(checkUrl('http://127.0.0.1:8123/page', ['127.0.0.1:8123']).port).toBe('8123');
    expect(() => checkUrl('http://127.0.0.1:8124/', ['127.0.0.1:8123'])).toThrow(
      expect.objectContaining({ code: 'blocked' }),
    );
    expect(() => checkUrl('http://127.0.0.2/', ['127.0.0.1'])).toThrow(
      expect.objectContaining({ code: 'blocked' }),
    );
    expect(() => checkUrl('http://2130706433/', [])).toThrow(
      expect.objectContaining({ code: 'blocked' }),
    );
  });
});

describe('isAllowListed', () => {
  it('matches hosts, host:port and IPv6 with or without brackets', () => {
    expect(isAllowListed(['127.0.0.1'], '127.0.0.1', '9000')).toBe(true);
    expect(isAllowListed(['127.0.0.1:9000'], '127.0.0.1', '9000')).toBe(true);
    expect(isAllowListed(['127.0.0.1:9000'], '127.0.0.1', '9001')).toBe(false);
    expect(isAllowListed(['[::1]'], '[::1]', '80')).toBe(true);
    expect(isAllowListed(['[::1]:80'], '::1', '80')).toBe(true);
    expect(isAllowListed(['Fake.Test'], 'fake.test', '443')).toBe(true);
    expect(isAllowListed([], '127.0.0.1', '80')).toBe(false);
    expect(isAllowListed(undefined, '127.0.0.1', '80')).toBe(false);
  });
});

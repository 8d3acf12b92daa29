import { describe, expect, it } from 'vitest';
import { externalMapLinks, type ExternalMapLink } from './external-links';

function urlOf(links: ExternalMapLink[], id: ExternalMapLink['id']): string {
  const link = links.find((candidate) => candidate.id === id);
  if (!link) throw new Error(`no ${id} link`);
  return link.url;
}

describe('externalMapLinks', () => {
  // MapLibre zoom 11.4 shows what 256 px-tile sites show at 12.4.
  const braies = externalMapLinks({ lat: 46.6946123456, lng: 12.0856987654, zoom: 11.4 });

  it('offers the seven map sites in menu order', () => {
    expect(braies.map((link) => link.label)).toEqual([
      'Google Maps',
      'OpenStreetMap',
      'Bing Maps',
      'Apple Maps',
      'Mapy.cz',
      'Windy',
      'PeakFinder',
    ]);
  });

  it('builds each site’s address with the centre (6 decimals) and zoom', () => {
    expect(urlOf(braies, 'google')).toBe('https://www.google.com/maps/@46.694612,12.085699,12.4z');
    expect(urlOf(braies, 'osm')).toBe('https://www.openstreetmap.org/#map=12/46.694612/12.085699');
    expect(urlOf(braies, 'bing')).toBe('https://www.bing.com/maps?cp=46.694612~12.085699&lvl=12');
    expect(urlOf(braies, 'apple')).toBe('https://maps.apple.com/?ll=46.694612,12.085699&z=12');
    expect(urlOf(braies, 'mapy')).toBe('https://mapy.cz/zakladni?x=12.085699&y=46.694612&z=12');
    expect(urlOf(braies, 'windy')).toBe('https://www.windy.com/?46.694612,12.085699,12');
    expect(urlOf(braies, 'peakfinder')).toBe(
      'https://www.peakfinder.com/?lat=46.694612&lng=12.085699',
    );
  });

  it('wraps the longitude and keeps zooms within what the sites show', () => {
    const links = externalMapLinks({ lat: -33.85, lng: 191.2, zoom: 21 });
    expect(urlOf(links, 'osm')).toBe('https://www.openstreetmap.org/#map=19/-33.85/-168.8');
    expect(urlOf(links, 'google')).toBe('https://www.google.com/maps/@-33.85,-168.8,21z');
    const world = externalMapLinks({ lat: 10, lng: 0, zoom: -0.5 });
    expect(urlOf(world, 'windy')).toBe('https://www.windy.com/?10,0,1');
  });
});

import { round6, wrapLng } from '@vantage/shared';

/** A map view: centre in degrees and MapLibre zoom (512 px tiles). */
export interface MapCentre {
  lat: number;
  lng: number;
  zoom: number;
}

/** One other map site opened at the same place. */
export interface ExternalMapLink {
  id: 'google' | 'osm' | 'bing' | 'apple' | 'mapy' | 'windy' | 'peakfinder';
  label: string;
  url: string;
}

/**
 * MapLibre draws 512 px tiles, the other sites 256 px ones: the same view is one zoom level
 * deeper there.
 */
function webZoom(mapLibreZoom: number, maxZoom: number): number {
  return Math.min(maxZoom, Math.max(1, mapLibreZoom + 1));
}

const wholeZoom = (zoom: number, maxZoom: number) => Math.round(webZoom(zoom, maxZoom));

/** Links opening other map sites at this centre and zoom. */
export function externalMapLinks(centre: MapCentre): ExternalMapLink[] {
  const lat = round6(Math.min(90, Math.max(-90, centre.lat)));
  const lng = round6(wrapLng(centre.lng));
  const googleZoom = Math.round(webZoom(centre.zoom, 21) * 100) / 100;
  return [
    {
      id: 'google',
      label: 'Google Maps',
      url: `https://www.google.com/maps/@${lat},${lng},${googleZoom}z`,
    },
    {
      id: 'osm',
      label: 'OpenStreetMap',
      url: `https://www.openstreetmap.org/#map=${wholeZoom(centre.zoom, 19)}/${lat}/${lng}`,
    },
    {
      id: 'bing',
      label: 'Bing Maps',
      url: `https://www.bing.com/maps?cp=${lat}~${lng}&lvl=${wholeZoom(centre.zoom, 20)}`,
    },
    {
      id: 'apple',
      label: 'Apple Maps',
      url: `https://maps.apple.com/?ll=${lat},${lng}&z=${wholeZoom(centre.zoom, 20)}`,
    },
    {
      id: 'mapy',
      label: 'Mapy.cz',
      url: `https://mapy.cz/zakladni?x=${lng}&y=${lat}&z=${wholeZoom(centre.zoom, 19)}`,
    },
    {
      id: 'windy',
      label: 'Windy',
      url: `https://www.windy.com/?${lat},${lng},${wholeZoom(centre.zoom, 18)}`,
    },
    {
      id: 'peakfinder',
      label: 'PeakFinder',
      url: `https://www.peakfinder.com/?lat=${lat}&lng=${lng}`,
    },
  ];
}

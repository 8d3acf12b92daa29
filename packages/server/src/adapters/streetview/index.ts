import type { Config } from '../../config';
import { StreetView } from './streetview';

export { FACES, PANO_ID, StreetView, type Face, type MetadataResult } from './streetview';

/** The settings Street View is chosen by. */
export type StreetViewConfig = Pick<Config, 'googleMapsKey' | 'streetViewUrl'>;

/** Street View when GOOGLE_MAPS_KEY is set, else none (the 360 view uses photos or a horizon). */
export function createStreetView(config: StreetViewConfig): StreetView | null {
  if (!config.googleMapsKey) return null;
  return new StreetView({ baseUrl: config.streetViewUrl, apiKey: config.googleMapsKey });
}

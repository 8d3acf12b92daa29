import type { Config } from '../../config';
import type { ElevationSource } from './elevation';
import { OpenTopoData } from './opentopodata';

export type { ElevationSource } from './elevation';

/** The settings the elevation source is chosen by. */
export type ElevationConfig = Pick<Config, 'elevationUrl' | 'elevationDataset'>;

/** An OpenTopoData-style service when ELEVATION_URL is set, else none (users set elevations). */
export function createElevationSource(config: ElevationConfig): ElevationSource | null {
  if (!config.elevationUrl) return null;
  return new OpenTopoData({ baseUrl: config.elevationUrl, dataset: config.elevationDataset });
}

import type { Config } from '../../config';
import type { WebcamSource } from './webcams';
import { WindyWebcams } from './windy';

export type { NearbyWebcam, WebcamSource } from './webcams';

/** The settings the webcam source is chosen by. */
export type WebcamsConfig = Pick<Config, 'windyWebcamsKey' | 'windyWebcamsUrl'>;

/** Windy's webcams when WINDY_WEBCAMS_KEY is set, else none. */
export function createWebcamSource(config: WebcamsConfig): WebcamSource | null {
  if (!config.windyWebcamsKey) return null;
  return new WindyWebcams({ baseUrl: config.windyWebcamsUrl, apiKey: config.windyWebcamsKey });
}

import type { Config } from '../config';
import { LocalMediaStore, type MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

/** The media store the configuration names: the S3 bucket when set, else the local folder. */
export function createMediaStore(config: Pick<Config, 'mediaDir' | 'mediaS3'>): MediaStore {
  return config.mediaS3 ? new S3MediaStore(config.mediaS3) : new LocalMediaStore(config.mediaDir);
}

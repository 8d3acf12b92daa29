import type { Config } from '../config';
import { LocalMediaStore, type MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

/** The media store the configuration names: the S3 bucket when set, else the local folder. */
export async function createMediaStore(
  config: Pick<Config, 'mediaDir' | 'mediaS3'>,
): Promise<MediaStore> {
  return config.mediaS3
    ? await S3MediaStore.open(config.mediaS3)
    : new LocalMediaStore(config.mediaDir);
}

import { bool, serviceUrl } from './env-values';

/** Where an S3-compatible bucket is and how to sign requests to it (`MEDIA_S3_*`). */
export interface MediaS3Config {
  /** Base URL of an S3-compatible service; empty: Amazon S3 of `region`. */
  endpoint: string;
  bucket: string;
  region: string;
  /** Both empty: the SDK's usual sources (AWS_* variables, profiles, instance roles). */
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most self-hosted). */
  forcePathStyle: boolean;
}

/** The media bucket from `MEDIA_S3_*`, or null when MEDIA_S3_BUCKET is not set. */
export function loadMediaS3Config(env: NodeJS.ProcessEnv): MediaS3Config | null {
  const value = (name: string) => env[`MEDIA_S3_${name}`]?.trim() ?? '';
  const bucket = value('BUCKET');
  if (bucket === '') {
    const stray = ['ENDPOINT', 'REGION', 'ACCESS_KEY', 'SECRET_KEY', 'PATH_STYLE'].find(
      (name) => value(name) !== '',
    );
    if (stray) throw new Error(`MEDIA_S3_${stray} is set but MEDIA_S3_BUCKET is not`);
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(`MEDIA_S3_BUCKET must be a bucket name like vantage-media, got '${bucket}'`);
  }
  const accessKeyId = value('ACCESS_KEY');
  const secretAccessKey = value('SECRET_KEY');
  if ((accessKeyId === '') !== (secretAccessKey === '')) {
    throw new Error('MEDIA_S3_ACCESS_KEY and MEDIA_S3_SECRET_KEY are set together or not at all');
  }
  const endpoint = serviceUrl('MEDIA_S3_ENDPOINT', value('ENDPOINT'), 'https://s3.example.com');
  const region = value('REGION') || 'us-east-1';
  if (!/^[a-z0-9-]+$/i.test(region)) {
    throw new Error(`MEDIA_S3_REGION must be a region name like eu-west-1, got '${region}'`);
  }
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    // Self-hosted services rarely have a DNS name per bucket; Amazon's own endpoint does.
    forcePathStyle: bool(value('PATH_STYLE'), endpoint !== ''),
  };
}

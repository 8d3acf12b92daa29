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

import type * as S3 from '@aws-sdk/client-s3';
import type { MediaS3Config } from '../lib/media-s3.config';
import { assertValidKey, contentTypeForKey, type MediaStore } from './media-store';

/** Longest wait for a connection to the storage service. */
const CONNECT_TIMEOUT_MS = 3_000;
/** Longest wait for one request's answer (photo originals are up to tens of MB). */
const REQUEST_TIMEOUT_MS = 30_000;
/** Longest the readiness check waits for the bucket to answer. */
const READY_TIMEOUT_MS = 2_000;
/** Keys removed by one DeleteObjects request (the S3 limit). */
const DELETE_BATCH = 1000;

/**
 * Media in a bucket of Amazon S3 or any S3-compatible service (MinIO, Ceph, R2, ...), so
 * every server process serves every photo. Keys are the same relative paths as in the local
 * folder store, and the content type is derived from the key the same way.
 */
export class S3MediaStore implements MediaStore {
  private readonly client: S3.S3Client;
  private readonly bucket: string;

  /** The store of `config`; the S3 client library loads here, not with the site. */
  static async open(config: MediaS3Config): Promise<S3MediaStore> {
    return new S3MediaStore(await import('@aws-sdk/client-s3'), config);
  }

  private constructor(
    private readonly sdk: typeof S3,
    config: MediaS3Config,
  ) {
    this.bucket = config.bucket;
    this.client = new sdk.S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId
        ? {
            credentials: {
              accessKeyId: config.accessKeyId,
              secretAccessKey: config.secretAccessKey,
            },
          }
        : {}),
      requestHandler: {
        connectionTimeout: CONNECT_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
      },
      maxAttempts: 2,
      // Checksums only where S3 requires them: not every S3-compatible service knows the rest.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async ready(): Promise<boolean> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(READY_TIMEOUT_MS),
      });
      return true;
    } catch {
      return false;
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    // An object appears whole or not at all, so readers never see a half-written file.
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentLength: data.length,
        ContentType: contentType || contentTypeForKey(key),
      }),
    );
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    assertValidKey(key);
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!answer.Body) return null;
      const data = Buffer.from(await answer.Body.transformToByteArray());
      return { data, contentType: contentTypeForKey(key) };
    } catch (error) {
      if (isMissing(this.sdk, error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers 204 for a key that is not there, like the local store's quiet delete.
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    // The same keys are refused as by the local store: never '' (the whole bucket) or '..'.
    assertValidKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ContinuationToken: token,
          MaxKeys: DELETE_BATCH,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (keys.length > 0) {
        const answer = await this.client.send(
          new this.sdk.DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: keys, Quiet: true },
          }),
        );
        const failed = answer.Errors?.[0];
        if (failed) {
          throw new Error(`S3 could not delete '${failed.Key}': ${failed.Code} ${failed.Message}`);
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Ends the client's kept-alive connections. */
  close(): void {
    this.client.destroy();
  }
}

function isMissing(sdk: typeof S3, error: unknown): boolean {
  if (error instanceof sdk.S3ServiceException) {
    return (
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404
    );
  }
  return false;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The credentials s3rver accepts (it checks the SigV4 signature made with them). */
const KEY = 'S3RVER';

/** An S3-compatible server on 127.0.0.1 (s3rver, the real REST/XML API) with one bucket. */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** The `MEDIA_S3_*` settings of a server process using the bucket. */
  env: Record<string, string>;
  /** Stops the server (the bucket is gone, so requests to it fail) and forgets its files. */
  close(): Promise<void>;
}

export async function startFakeS3(bucket = 'vantage-media'): Promise<FakeS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ACCESS_KEY: KEY,
      MEDIA_S3_SECRET_KEY: KEY,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

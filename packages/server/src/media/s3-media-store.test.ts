import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/support/fake-s3';
import { loadConfig } from '../config';
import { createMediaStore } from './create-media-store';
import { LocalMediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

describe('S3MediaStore against an S3-compatible server on 127.0.0.1', () => {
  let s3: FakeS3;
  let store: S3MediaStore;

  beforeAll(async () => {
    s3 = await startFakeS3();
    const config = loadConfig({ DATA_DIR: '/nonexistent', ...s3.env }).mediaS3;
    expect(config).toMatchObject({ bucket: 'vantage-media', forcePathStyle: true });
    store = await S3MediaStore.open(config!);
  });
  afterAll(async () => {
    store.close();
    await s3.close();
  });

  it('is chosen by MEDIA_S3_BUCKET, the local folder otherwise', async () => {
    const local = await createMediaStore(loadConfig({ DATA_DIR: '/tmp/x' }));
    expect(local).toBeInstanceOf(LocalMediaStore);
    const remote = await createMediaStore(loadConfig({ DATA_DIR: '/tmp/x', ...s3.env }));
    expect(remote).toBeInstanceOf(S3MediaStore);
    remote.close?.();
  });

  it('is ready while the bucket answers', async () => {
    expect(await store.ready()).toBe(true);
    const missing = await S3MediaStore.open({
      ...loadConfig(s3.env).mediaS3!,
      bucket: 'no-such-bucket',
    });
    expect(await missing.ready()).toBe(false);
    missing.close();
  });

  it('stores, replaces and reads back bytes with the content type of the key', async () => {
    await store.put('photos/12/large.jpg', Buffer.from('one'), 'image/jpeg');
    await store.put('photos/12/large.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    await store.put('photos/12/mini.webp', Buffer.from('webp bytes'), 'image/webp');
    const large = await store.get('photos/12/large.jpg');
    expect(large?.data.toString()).toBe('jpeg bytes');
    expect(large?.contentType).toBe('image/jpeg');
    expect((await store.get('photos/12/mini.webp'))?.contentType).toBe('image/webp');
  });

  it('answers null for a missing key and deletes missing keys quietly', async () => {
    expect(await store.get('photos/404/large.jpg')).toBeNull();
    await expect(store.delete('photos/404/large.jpg')).resolves.toBeUndefined();
    await expect(store.deletePrefix('photos/404/')).resolves.toBeUndefined();
  });

  it('deletes one key, a folder prefix, and a plain string prefix like the local store', async () => {
    for (const id of [1, 12, 123, 2]) {
      await store.put(`photos/${id}/large.jpg`, Buffer.from('x'), 'image/jpeg');
      await store.put(`photos/${id}/thumb.jpg`, Buffer.from('x'), 'image/jpeg');
    }
    await store.delete('photos/2/thumb.jpg');
    expect(await store.get('photos/2/thumb.jpg')).toBeNull();
    expect(await store.get('photos/2/large.jpg')).not.toBeNull();

    await store.deletePrefix('photos/12/');
    expect(await store.get('photos/12/large.jpg')).toBeNull();
    expect(await store.get('photos/1/large.jpg')).not.toBeNull();
    expect(await store.get('photos/123/large.jpg')).not.toBeNull();

    await store.deletePrefix('photos/1');
    expect(await store.get('photos/1/thumb.jpg')).toBeNull();
    expect(await store.get('photos/123/large.jpg')).toBeNull();
    expect(await store.get('photos/2/large.jpg')).not.toBeNull();
  });

  it.each(['', '../outside.jpg', 'photos/../x.jpg', 'photos//12.jpg', '/etc/passwd', 'a\0.jpg'])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Invalid/);
      await expect(store.get(key)).rejects.toThrow(/Invalid/);
      await expect(store.delete(key)).rejects.toThrow(/Invalid/);
    },
  );

  it('never deletes the whole bucket', async () => {
    await store.put('photos/7/large.jpg', Buffer.from('x'), 'image/jpeg');
    await expect(store.deletePrefix('')).rejects.toThrow(/Invalid/);
    await expect(store.deletePrefix('/')).rejects.toThrow(/Invalid/);
    await expect(store.deletePrefix('../')).rejects.toThrow(/Invalid/);
    expect(await store.get('photos/7/large.jpg')).not.toBeNull();
  });
});

describe('MEDIA_S3_* settings', () => {
  it('default to the local folder and read every setting', () => {
    expect(loadConfig({}).mediaS3).toBeNull();
    expect(
      loadConfig({
        MEDIA_S3_BUCKET: 'vantage-media',
        MEDIA_S3_REGION: 'eu-central-1',
        MEDIA_S3_ACCESS_KEY: 'AKIAEXAMPLE',
        MEDIA_S3_SECRET_KEY: 'secret',
      }).mediaS3,
    ).toEqual({
      endpoint: '',
      bucket: 'vantage-media',
      region: 'eu-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        MEDIA_S3_BUCKET: 'media',
        MEDIA_S3_ENDPOINT: 'https://minio.example:9000/',
        MEDIA_S3_PATH_STYLE: 'false',
      }).mediaS3,
    ).toMatchObject({ endpoint: 'https://minio.example:9000', forcePathStyle: false });
  });

  it.each([
    [{ MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' }, /MEDIA_S3_BUCKET is not/],
    [{ MEDIA_S3_BUCKET: 'Bad_Bucket' }, /MEDIA_S3_BUCKET must be/],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY: 'key' }, /set together/],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'ftp://x' }, /MEDIA_S3_ENDPOINT must be/],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_REGION: 'eu west' }, /MEDIA_S3_REGION must be/],
  ])('refuse %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalMediaStore, contentTypeForKey } from './media-store';

describe('LocalMediaStore', () => {
  let root: string;
  let store: LocalMediaStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'vantage-media-'));
    store = new LocalMediaStore(root);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores and reads back bytes, creating folders as needed', async () => {
    await store.put('photos/12/large.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const got = await store.get('photos/12/large.jpg');
    expect(got?.data.toString()).toBe('jpeg bytes');
    expect(got?.contentType).toBe('image/jpeg');
  });

  it('replaces an existing key and leaves no temporary files behind', async () => {
    await store.put('originals/12.jpg', Buffer.from('one'), 'image/jpeg');
    await store.put('originals/12.jpg', Buffer.from('two'), 'image/jpeg');
    expect((await store.get('originals/12.jpg'))?.data.toString()).toBe('two');
    expect(await readdir(path.join(root, 'originals'))).toEqual(['12.jpg']);
  });

  it('derives the content type from the extension', async () => {
    await store.put('photos/1/mini.webp', Buffer.from('x'), 'image/webp');
    expect((await store.get('photos/1/mini.webp'))?.contentType).toBe('image/webp');
    expect(contentTypeForKey('a/b.JPEG')).toBe('image/jpeg');
    expect(contentTypeForKey('a/b.png')).toBe('image/png');
    expect(contentTypeForKey('a/b.avif')).toBe('image/avif');
    expect(contentTypeForKey('a/b.heic')).toBe('image/heic');
    expect(contentTypeForKey('a/b.txt')).toBe('application/octet-stream');
    expect(contentTypeForKey('a/noextension')).toBe('application/octet-stream');
  });

  it('answers null for a missing key and deletes missing keys quietly', async () => {
    expect(await store.get('photos/404/large.jpg')).toBeNull();
    await expect(store.delete('photos/404/large.jpg')).resolves.toBeUndefined();
    await expect(store.deletePrefix('photos/404/')).resolves.toBeUndefined();
  });

  it('deletes one key', async () => {
    await store.put('photos/3/thumb.jpg', Buffer.from('x'), 'image/jpeg');
    await store.delete('photos/3/thumb.jpg');
    expect(await store.get('photos/3/thumb.jpg')).toBeNull();
  });

  it('deletes a folder prefix without touching its neighbours', async () => {
    for (const id of [1, 12, 123]) {
      await store.put(`photos/${id}/large.jpg`, Buffer.from('x'), 'image/jpeg');
      await store.put(`photos/${id}/mini.webp`, Buffer.from('x'), 'image/webp');
    }
    await store.deletePrefix('photos/12/');
    expect(await store.get('photos/12/large.jpg')).toBeNull();
    expect(await store.get('photos/12/mini.webp')).toBeNull();
    expect(await store.get('photos/1/large.jpg')).not.toBeNull();
    expect(await store.get('photos/123/large.jpg')).not.toBeNull();
  });

  it('treats a prefix without a trailing slash as a plain string prefix, like S3', async () => {
    for (const id of [1, 12, 2]) {
      await store.put(`photos/${id}/large.jpg`, Buffer.from('x'), 'image/jpeg');
    }
    await store.deletePrefix('photos/1');
    expect(await store.get('photos/1/large.jpg')).toBeNull();
    expect(await store.get('photos/12/large.jpg')).toBeNull();
    expect(await store.get('photos/2/large.jpg')).not.toBeNull();
  });

  it.each([
    '',
    '/etc/passwd',
    '../outside.jpg',
    'photos/../../outside.jpg',
    'photos/..',
    'photos/./12.jpg',
    'photos\\12.jpg',
    'photos//12.jpg',
    'photos/12/',
    'photos/12\0.jpg',
    'C:/photos/12.jpg',
  ])('refuses the key %j', async (key) => {
    await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Invalid/);
    await expect(store.get(key)).rejects.toThrow(/Invalid/);
    await expect(store.delete(key)).rejects.toThrow(/Invalid/);
  });

  it('refuses prefixes that would reach outside or wipe the whole store', async () => {
    await expect(store.deletePrefix('')).rejects.toThrow(/Invalid/);
    await expect(store.deletePrefix('/')).rejects.toThrow(/Invalid/);
    await expect(store.deletePrefix('../')).rejects.toThrow(/Invalid/);
    await expect(store.deletePrefix('photos/../..')).rejects.toThrow(/Invalid/);
  });
});

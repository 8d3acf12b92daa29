import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where photo files and their derivatives live; keys are relative posix paths. */
export interface MediaStore {
  /** Stores `data` under `key`, replacing what was there. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes and their content type, or null when the key is unknown. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Removes one key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every key under a folder-like prefix such as `photos/12/`. */
  deletePrefix(prefix: string): Promise<void>;
  /** Whether the store can be written now (for the readiness check). */
  ready(): Promise<boolean>;
  /** Lets go of connections, when the store holds any. */
  close?(): void;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.heic': 'image/heic',
};

/** The content type a key is served with, from its extension. */
export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Throws unless `key` is a safe relative posix path (no escape from the store's root). */
export function assertValidKey(key: string): void {
  if (
    key === '' ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    // A drive letter would make the key absolute on Windows.
    /^[a-zA-Z]:/.test(key)
  ) {
    throw new Error(`Invalid media key '${key}'`);
  }
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new Error(`Invalid media key '${key}'`);
    }
  }
}

/**
 * Media in a folder on the local disk. The content type is derived from the key's
 * extension, so a reader gets the same type as any S3-style store would return for it.
 */
export class LocalMediaStore implements MediaStore {
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = path.resolve(rootDir);
  }

  async ready(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }

  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Readers must never see a half-written file, so write beside it and rename over it.
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    const file = this.fileFor(key);
    try {
      return { data: await readFile(file), contentType: contentTypeForKey(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.fileFor(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    // Same meaning as an S3 prefix: 'photos/12/' is one folder, 'photos/1' also takes 'photos/12/'.
    if (prefix.endsWith('/')) {
      await rm(this.fileFor(prefix.slice(0, -1)), { recursive: true, force: true });
      return;
    }
    const slash = prefix.lastIndexOf('/');
    const parent = slash < 0 ? '' : prefix.slice(0, slash);
    const start = prefix.slice(slash + 1);
    const folder = parent === '' ? this.root : this.fileFor(parent);
    assertValidKey(start);
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    await Promise.all(
      names
        .filter((name) => name.startsWith(start))
        .map((name) => rm(path.join(folder, name), { recursive: true, force: true })),
    );
  }

  private fileFor(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

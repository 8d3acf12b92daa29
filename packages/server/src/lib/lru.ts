/** What an Lru may hold besides its count of entries: a total size, as `sizeOf` measures it. */
export interface LruSizeLimit<V> {
  /** The largest total size kept (bytes, when `sizeOf` counts bytes). */
  maxSize: number;
  sizeOf: (value: V) => number;
}

/** A bounded map that forgets the least recently used entry first. */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly sizes = new Map<K, number>();
  private totalSize = 0;

  constructor(
    private readonly capacity: number,
    private readonly sizeLimit?: LruSizeLimit<V>,
  ) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    this.entries.set(key, value);
    if (this.sizeLimit) {
      const size = this.sizeLimit.sizeOf(value);
      this.sizes.set(key, size);
      this.totalSize += size;
    }
    // A value larger than the whole limit is dropped too: it would push out everything else.
    while (
      this.entries.size > this.capacity ||
      (this.sizeLimit && this.totalSize > this.sizeLimit.maxSize)
    ) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
    const size = this.sizes.get(key);
    if (size !== undefined) {
      this.sizes.delete(key);
      this.totalSize -= size;
    }
  }

  clear(): void {
    this.entries.clear();
    this.sizes.clear();
    this.totalSize = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The total size of the kept values, as the size limit measures them (0 without one). */
  get keptSize(): number {
    return this.totalSize;
  }
}

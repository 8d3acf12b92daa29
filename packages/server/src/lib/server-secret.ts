import crypto from 'node:crypto';

const META_KEY = 'secret_key';

/** Where a generated secret is kept (the app_meta table), the first one made winning. */
export interface KeptValues {
  getOrCreate(key: string, create: () => string): Promise<string>;
}

/**
 * The server's signing secret: SECRET_KEY when set, else a random one made once and kept in
 * the database so links signed before a restart stay valid. Each use gets its own derived key.
 */
export class ServerSecret {
  private root: Promise<string> | null = null;

  constructor(
    private readonly configured: string,
    private readonly meta: KeptValues,
  ) {}

  /** A key for one purpose, derived from the secret so purposes never share a key. */
  async keyFor(purpose: string): Promise<Buffer> {
    this.root ??= this.configured
      ? Promise.resolve(this.configured)
      : this.meta.getOrCreate(META_KEY, () => crypto.randomBytes(32).toString('base64url'));
    let root: string;
    try {
      root = await this.root;
    } catch (error) {
      this.root = null;
      throw error;
    }
    return crypto.createHmac('sha256', root).update(`vantage:${purpose}`).digest();
  }
}

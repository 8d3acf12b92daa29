import path from 'node:path';

/** Everything the server reads from its environment, parsed once at start-up. */
export interface Config {
  port: number;
  host: string;
  siteName: string;
  dataDir: string;
  /** `sqlite:<file>` or a `postgres://` URL. */
  databaseUrl: string;
  mediaDir: string;
  /** Absolute site URL for Open Graph links; empty means taken from each request. */
  publicUrl: string;
  seedDemo: boolean;
  logLevel: string;
  production: boolean;
  webDistDir: string;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value == null || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function port(value: string | undefined): number {
  if (value == null || value === '') return 3000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got '${value}'`);
  }
  return parsed;
}

/** Reads the configuration; relative paths are resolved against the working directory. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL?.trim() || `sqlite:${path.join(dataDir, 'vantage.db')}`;
  return {
    port: port(env.PORT),
    host: env.HOST?.trim() || '127.0.0.1',
    siteName: env.SITE_NAME?.trim() || 'Vantage',
    dataDir,
    databaseUrl,
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    publicUrl: (env.PUBLIC_URL ?? '').replace(/\/+$/, ''),
    seedDemo: bool(env.SEED_DEMO, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    webDistDir: path.resolve(
      env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname,
    ),
  };
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SERVED_SCRIPTS_FILE, ServedScripts } from '@vantage/shared';

/**
 * The pages' inline scripts as the web build compiled them, or null when the web app is not
 * built (its pages then carry no script of their own). Read once: every page carries the same
 * scripts, allowed by their hashes.
 */
export function readServedScripts(webDistDir: string): ServedScripts | null {
  const file = path.join(webDistDir, SERVED_SCRIPTS_FILE);
  if (!fs.existsSync(file)) return null;
  return ServedScripts.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The Content-Security-Policy source that allows an inline script with exactly this text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The hash sources of every inline script a page may carry. */
export function servedScriptHashes(scripts: ServedScripts | null): string[] {
  return scripts ? Object.values(scripts).map(scriptHashSource) : [];
}

import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../src/config';

/**
 * A web build where the test app looks for one, before its first page: `template` as its
 * index.html and `entry` as the server entry that renders pages.
 */
export function writeStandInBuild(config: Config, template: string, entry: string) {
  const dist = config.webDistDir;
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), template);
  const serverDist = path.join(path.dirname(dist), 'dist-server');
  fs.mkdirSync(serverDist, { recursive: true });
  fs.writeFileSync(path.join(serverDist, 'entry-server.js'), entry);
}

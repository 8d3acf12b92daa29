import fs from 'node:fs';
import path from 'node:path';
import { SERVED_SCRIPTS_FILE, type ServedScripts } from '@vantage/shared';
import type { Config } from '../../src/config';

/** Stand-ins for the inline scripts the web build compiles, each naming what it does. */
export const STAND_IN_SCRIPTS: ServedScripts = {
  holdPresses: 'window.__vantageTakeHeldClick=function(){return null};',
  loadLocaleData: 'new Intl.DateTimeFormat("en-GB").format(0);',
  loadApp: 'document.currentScript.dataset.appEntry;',
};

/**
 * A web build where the test app looks for one, before its first page: `template` as its
 * index.html and `entry` as the server entry that renders pages.
 */
export function writeStandInBuild(config: Config, template: string, entry: string) {
  const dist = config.webDistDir;
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), template);
  fs.writeFileSync(path.join(dist, SERVED_SCRIPTS_FILE), JSON.stringify(STAND_IN_SCRIPTS));
  const serverDist = path.join(path.dirname(dist), 'dist-server');
  fs.mkdirSync(serverDist, { recursive: true });
  fs.writeFileSync(path.join(serverDist, 'entry-server.js'), entry);
}

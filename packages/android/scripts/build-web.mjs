// Builds the site for the app: the same web build with the site's address prefixed to every
// API call (VITE_API_HOST), since the app serves the pages itself.
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const host = (process.env.VANTAGE_HOST ?? '').trim().replace(/\/+$/, '');
if (!/^https:\/\/[^/\s]+$/.test(host)) {
  console.error('Set VANTAGE_HOST to the site the app talks to, e.g. https://vantage.example');
  process.exit(1);
}
const root = fileURLToPath(new URL('../../..', import.meta.url));
const run = (command, env = {}) =>
  execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
run('npm run build -w packages/shared');
run('npm run build -w packages/web', { VITE_API_HOST: host });

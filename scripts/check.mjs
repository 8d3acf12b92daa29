// `npm run check`: the format check, lint and type checks, run at the same time (each is busy on
// about one core for most of its run).
import { runTogether } from './run-together.mjs';

process.exitCode = await runTogether([
  ['Format (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['Lint (ESLint)', 'npx', ['eslint', '.']],
  ['Types (TypeScript)', 'npm', ['run', 'typecheck']],
]);

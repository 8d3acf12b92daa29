// `npm run check`: the format check, lint and type checks, run at the same time (each is busy on
// about one core for most of its run); each one's output is printed whole when it ends, so that
// outputs do not mix.
import { spawn } from 'node:child_process';

const checks = [
  ['Format (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['Lint (ESLint)', 'npx', ['eslint', '.']],
  ['Types (TypeScript)', 'npm', ['run', 'typecheck']],
];

/** Runs one check; resolves to its exit status once its output is printed. */
const run = ([title, command, args]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    // A command that cannot start still closes, with a non-zero status.
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const status = code ?? 1;
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n▷ ${title} (${status === 0 ? 'passed' : 'FAILED'}, ${seconds} s)`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });

const statuses = await Promise.all(checks.map(run));
process.exitCode = statuses.find((status) => status !== 0) ?? 0;

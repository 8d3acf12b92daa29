// Runs commands at the same time (the checks and the build are each busy on one core for most
// of their run) and prints each one's output whole when it ends, so that outputs do not mix.
import { spawn } from 'node:child_process';

/**
 * Runs the `[title, command, args]` steps together; resolves to 0 if every one succeeded,
 * else to the exit status of the first that failed.
 */
export async function runTogether(steps) {
  const statuses = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => {
            output.push(Buffer.from(`${error.message}\n`));
          });
          child.on('close', (code) => {
            const seconds = Math.round((Date.now() - started) / 1000);
            const status = code ?? 1;
            console.log(`\n▷ ${title} (${status === 0 ? 'passed' : 'FAILED'}, ${seconds} s)`);
            process.stdout.write(Buffer.concat(output));
            resolve(status);
          });
        }),
    ),
  );
  return statuses.find((status) => status !== 0) ?? 0;
}

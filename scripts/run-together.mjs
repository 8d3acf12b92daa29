// Runs commands at the same time, each one's output printed whole when it ends so that outputs
// do not mix; resolves to the first non-zero exit status, or 0.
import { spawn } from 'node:child_process';

/** Runs one command; resolves to its exit status once its output is printed. */
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

/** @param {Array<[string, string, string[]]>} commands title, command and arguments of each */
export function runTogether(commands) {
  return runLanes(commands.map((command) => [command]));
}

/**
 * Runs lanes at the same time, the commands of each lane in turn until one fails; resolves to
 * the first non-zero exit status, or 0.
 * @param {Array<Array<[string, string, string[]]>>} lanes
 */
export async function runLanes(lanes) {
  const statuses = await Promise.all(
    lanes.map(async (lane) => {
      for (const command of lane) {
        const status = await run(command);
        if (status !== 0) return status;
      }
      return 0;
    }),
  );
  return statuses.find((status) => status !== 0) ?? 0;
}

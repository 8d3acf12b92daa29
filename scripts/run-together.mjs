// Runs commands at the same time, each one's output printed whole when it ends so that outputs
// do not mix; resolves to the first non-zero exit status, or 0. A failed command's output is
// printed again at the very end, after a line for each command, so that the last lines of a
// long log always show what failed.
import { spawn } from 'node:child_process';

/** Runs one command; resolves to its title, exit status, time and output once printed. */
const run = ([title, command, args]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    // A command that cannot start still closes, with a non-zero status.
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const status = code ?? 1;
      const seconds = Math.round((Date.now() - started) / 1000);
      const output = Buffer.concat(chunks);
      console.log(`\n▷ ${title} (${status === 0 ? 'passed' : 'FAILED'}, ${seconds} s)`);
      process.stdout.write(output);
      resolve({ title, status, seconds, output });
    });
  });

/** How much of a failed command's output is printed again at the end. */
const FAILED_TAIL_BYTES = 60_000;

/** Prints a line per command, then the end of each failed command's output. */
function summarize(results) {
  console.log('\n▷ Summary');
  for (const { title, status, seconds } of results) {
    console.log(`  ${status === 0 ? '✔' : '✖'} ${title} (${seconds} s)`);
  }
  for (const { title, status, output } of results) {
    if (status === 0) continue;
    const tail = output.subarray(Math.max(0, output.length - FAILED_TAIL_BYTES));
    console.log(`\n▷ ${title} FAILED; the end of its output again:`);
    process.stdout.write(tail);
  }
}

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
  const results = [];
  const statuses = await Promise.all(
    lanes.map(async (lane) => {
      for (const command of lane) {
        const result = await run(command);
        results.push(result);
        if (result.status !== 0) return result.status;
      }
      return 0;
    }),
  );
  summarize(results);
  return statuses.find((status) => status !== 0) ?? 0;
}

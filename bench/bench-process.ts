import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts `bench/bench-server.ts` on `databaseUrl` in its own process, so the load generator
 * does not share its event loop; answers once it listens. `env` replaces the environment.
 */
export function startBenchServer(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ server: ChildProcess; address: string }> {
  // Its own process group, so stopping it stops the TypeScript loader's child process too.
  const server = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--conditions=source', 'bench/bench-server.ts', databaseUrl],
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true, env },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\S+)/.exec(output);
      if (match) resolve({ server, address: match[1]! });
    });
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** Stops a server started by {@link startBenchServer}, with its whole process group. */
export function stopBenchServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.removeAllListeners('exit');
    server.once('exit', () => {
      server.stdout?.destroy();
      resolve();
    });
    process.kill(-server.pid!, 'SIGTERM');
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** A real server process (`src/main.ts` run by tsx), as an operator would start it. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>` it listens on. */
  url: string;
  child: ChildProcess;
  /** Resolves once a line of its JSON log, from the `from`-th on, has `msg` matching `pattern`. */
  logged(pattern: RegExp, from?: number): Promise<void>;
  /** How many lines it has logged so far (a `from` for {@link logged}). */
  lines(): number;
  /** Its exit code, once it has ended. */
  exited: Promise<number | null>;
  /** Ends it (SIGKILL unless told) if it is still running. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the server in a child process with `env` added to this process's environment, on a
 * port of its choosing; answers once it listens. Output goes to its pipes, read for events.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      // Debug, for the line that says a request came in.
      LOG_LEVEL: 'debug',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const messages: string[] = [];
  const waiting: { pattern: RegExp; from: number; resolve(): void }[] = [];
  let stderr = '';
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      let message: string;
      try {
        const msg = (JSON.parse(line) as { msg?: unknown }).msg;
        message = typeof msg === 'string' ? msg : '';
      } catch {
        message = line;
      }
      messages.push(message);
      for (const wait of [...waiting]) {
        if (messages.length > wait.from && wait.pattern.test(message)) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve();
        }
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const logged = (pattern: RegExp, from = 0) =>
    messages.slice(from).some((message) => pattern.test(message))
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          waiting.push({ pattern, from, resolve });
          void exited.then((code) =>
            reject(new Error(`server exited (${code}) before logging ${pattern}:\n${stderr}`)),
          );
        });
  return logged(/^Server listening at http:\/\/127\.0\.0\.1:\d+$/).then(() => {
    const listening = messages.find((message) => message.startsWith('Server listening at '))!;
    return {
      url: listening.slice('Server listening at '.length),
      child,
      logged,
      lines: () => messages.length,
      exited,
      async stop(signal: NodeJS.Signals = 'SIGKILL') {
        if (child.exitCode == null && child.signalCode == null) child.kill(signal);
        await exited;
      },
    };
  });
}

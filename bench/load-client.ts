/**
 * The load generator of the throughput figures. wrk (`apt-get install wrk`), written in C, when
 * installed; autocannon otherwise. autocannon reads answers with a JavaScript HTTP parser: on
 * this two-core machine it spends about 0.7 ms of processor time on each 25 KB page, so it fills
 * its own core before a server answering pages fills its one, and a page's throughput measures
 * the load generator. wrk spends a twentieth of that.
 */
import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

export interface LoadFigures {
  perSecond: number;
  /** Requests answered over the whole run. */
  requests: number;
  /** Answers other than 2xx and 3xx, and connections that failed. */
  failed: number;
  /** The load generator that measured. */
  client: 'wrk' | 'autocannon';
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
}

/** A search engine's crawler, which is sent a page with its content rendered by the server. */
export const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** What every browser says it can decode (Chromium's list). */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** Which load generator {@link loadFor} uses, for a benchmark's heading. */
export const LOAD_CLIENT: LoadFigures['client'] = hasWrk ? 'wrk' : 'autocannon';

/** Requests a second `url` answers under `connections` clients that ask again at once. */
export async function loadFor(url: string, options: LoadOptions): Promise<LoadFigures> {
  return hasWrk ? wrk(url, options) : autocannonLoad(url, options);
}

async function autocannonLoad(url: string, options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
  });
  return {
    perSecond: result.requests.average,
    requests: result.requests.total,
    failed: result.errors + result.non2xx,
    client: 'autocannon',
  };
}

function wrk(url: string, { seconds, connections, headers = {} }: LoadOptions) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise<LoadFigures>((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const perSecond = /Requests\/sec:\s+([\d.]+)/.exec(output);
      const requests = /(\d+) requests in /.exec(output);
      if (code !== 0 || !perSecond || !requests) {
        reject(new Error(`wrk ${args.join(' ')} exited with ${code}: ${output}`));
        return;
      }
      const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
      const socketErrors = /Socket errors:(.*)/.exec(output)?.[1] ?? '';
      const errors = [...socketErrors.matchAll(/\d+/g)].reduce((sum, [n]) => sum + Number(n), 0);
      resolve({
        perSecond: Number(perSecond[1]),
        requests: Number(requests[1]),
        failed: Number(non2xx?.[1] ?? 0) + errors,
        client: 'wrk',
      });
    });
  });
}

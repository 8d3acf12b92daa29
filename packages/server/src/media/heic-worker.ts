import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** One decoded picture: RGBA, 4 bytes per pixel. */
export interface DecodedRgba {
  width: number;
  height: number;
  data: Uint8Array;
}

// Plain CommonJS run by the worker: libheif's WebAssembly decoder is synchronous and takes
// about 1.5 s for a 12 MP photo, which would stall every other request on the main thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.heicDecodePath);
parentPort.on('message', async ({ id, buffer }) => {
  try {
    const image = await decode({ buffer });
    const own = image.data.byteOffset === 0 && image.data.buffer.byteLength === image.data.byteLength;
    // Pixels that are a view into the decoder's memory are copied rather than taken from it.
    const data = own ? new Uint8Array(image.data.buffer) : new Uint8Array(image.data);
    parentPort.postMessage({ id, width: image.width, height: image.height, data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

type Reply = { id: number } & ({ error: string } | DecodedRgba);

/** Decodes HEIC files one at a time in a worker thread, started on first use. */
class HeicWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve(image: DecodedRgba): void; reject(error: Error): void }
  >();

  decode(input: Uint8Array): Promise<DecodedRgba> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // A copy is sent, so the caller's buffer (often a slice of a larger pool) stays intact.
      worker.postMessage({ id, buffer: new Uint8Array(input) });
      if (this.pending.size === 1) worker.ref();
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const heicDecodePath = createRequire(import.meta.url).resolve('heic-decode');
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { heicDecodePath } });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply);
    });
    const fail = (error: Error) => {
      // A crashed worker (e.g. out of memory) fails what it held; the next call starts anew.
      if (this.worker !== worker) return;
      this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`HEIC decoder stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

const shared = new HeicWorker();

/** Decodes the primary image of a HEIC file to RGBA off the main thread. */
export function decodeHeicRgba(input: Uint8Array): Promise<DecodedRgba> {
  return shared.decode(input);
}

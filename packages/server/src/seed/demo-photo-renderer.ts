import { fork, type ChildProcess } from 'node:child_process';
import type { ProcessedImage } from '../media/image-pipeline';
import type { DemoPhotoJob } from './demo-photo';

/**
 * glibc's allocator settings `npm run serve` starts the server with, which a process rendering
 * photos one after another must not have. With them every block of 128 KB or more, a rendered
 * frame's pixels among them, gets a mapping of its own, given back to the system when freed
 * and made anew (and zeroed page by page) for the next frame: the demo's 443 photos took
 * twice as long to render, most of the extra in the kernel.
 */
const SERVING_ALLOCATOR_SETTINGS = ['MALLOC_MMAP_THRESHOLD_', 'MALLOC_TRIM_THRESHOLD_'];

/** The environment of the rendering process: the server's, without its allocator settings. */
export function rendererEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const own = { ...env };
  for (const name of SERVING_ALLOCATOR_SETTINGS) delete own[name];
  return own;
}

type Answer = { id: number; photo: ProcessedImage } | { id: number; error: string };

/** A Buffer over the bytes a message brought (which come as a Uint8Array). */
function asBuffer(value: unknown, field: string): Buffer {
  if (!(value instanceof Uint8Array)) throw new Error(`The demo photo has no ${field} rendition`);
  return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

/** The renditions an answer carries, checked. */
function processedImage(photo: ProcessedImage): ProcessedImage {
  const { width, height, ar, blurhash } = photo;
  if (![width, height, ar].every(Number.isFinite) || typeof blurhash !== 'string') {
    throw new Error('The demo photo came back without its size or placeholder');
  }
  return {
    width,
    height,
    ar,
    blurhash,
    large: asBuffer(photo.large, 'large'),
    thumb: asBuffer(photo.thumb, 'thumb'),
    mini: asBuffer(photo.mini, 'mini'),
  };
}

/**
 * Renders the demo photos in a process of its own (`entry`, `demo-photo-process`), started at
 * the first photo: it runs with glibc's default allocator settings, under which rendering one
 * frame after another reuses the memory of the last, and the memory libvips took goes back to
 * the system when it ends. The server itself never loads libvips for the demo.
 */
export class DemoPhotoProcess {
  private child: ChildProcess | null = null;
  private closed = false;
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (photo: ProcessedImage) => void; reject: (error: Error) => void }
  >();

  constructor(
    private readonly entry: URL,
    /** Node's options for the process; this process's own by default (a loader's among them). */
    private readonly execArgv: readonly string[] = process.execArgv,
  ) {}

  render(job: DemoPhotoJob): Promise<ProcessedImage> {
    if (this.closed) return Promise.reject(new Error('The demo photo renderer is closed'));
    const child = (this.child ??= this.start());
    const id = this.nextId++;
    return new Promise<ProcessedImage>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      child.send({ id, job });
    });
  }

  /** Ends the process; nothing more is rendered. */
  close(): void {
    this.closed = true;
    if (this.child?.connected) this.child.disconnect();
    this.failAll(new Error('The demo photo renderer was closed'));
  }

  private start(): ChildProcess {
    const child = fork(this.entry, [], {
      env: rendererEnv(process.env),
      execArgv: [...this.execArgv],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (answer: Answer) => this.answered(answer));
    child.on('error', (error) => this.failAll(error));
    child.on('exit', (code, signal) => {
      this.failAll(new Error(`The demo photo renderer ended (${signal ?? `exit code ${code}`})`));
    });
    return child;
  }

  private answered(answer: Answer): void {
    const waiting = this.waiting.get(answer.id);
    if (!waiting) return;
    this.waiting.delete(answer.id);
    if ('error' in answer) {
      waiting.reject(new Error(`A demo photo could not be rendered: ${answer.error}`));
      return;
    }
    try {
      waiting.resolve(processedImage(answer.photo));
    } catch (error) {
      waiting.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private failAll(error: Error): void {
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }
}

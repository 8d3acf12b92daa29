import { afterEach, describe, expect, it } from 'vitest';
import { renderDemoPhoto, type DemoPhotoJob } from './demo-photo';
import { DemoPhotoProcess, rendererEnv } from './demo-photo-renderer';
import type { SceneSpec } from './scenes/render-scene';

/** The process's script from the sources, run through the TypeScript loader. */
const ENTRY = new URL('./demo-photo-process.ts', import.meta.url);
const SOURCE_LOADER = ['--conditions=source', '--import', 'tsx'];
const JOB: DemoPhotoJob = { scene: { sky: 'golden', terrain: 'lake', seed: 7 }, panorama: false };

describe('DemoPhotoProcess', () => {
  let renderer: DemoPhotoProcess | undefined;
  afterEach(() => renderer?.close());

  it('renders a demo photo in its own process exactly as this process renders it', async () => {
    renderer = new DemoPhotoProcess(ENTRY, SOURCE_LOADER);
    const [there, here] = await Promise.all([renderer.render(JOB), renderDemoPhoto(JOB)]);
    expect(there).toMatchObject({
      width: 1200,
      height: 800,
      ar: here.ar,
      blurhash: here.blurhash,
    });
    expect(Buffer.isBuffer(there.large)).toBe(true);
    expect(there.large.equals(here.large)).toBe(true);
    expect(there.thumb.equals(here.thumb)).toBe(true);
    expect(there.mini.equals(here.mini)).toBe(true);
  }, 30_000);

  it('renders photos asked for together, each answered with its own', async () => {
    renderer = new DemoPhotoProcess(ENTRY, SOURCE_LOADER);
    const panorama: DemoPhotoJob = {
      scene: { sky: 'day', terrain: 'peaks', seed: 3 },
      panorama: true,
    };
    const [photo, sphere] = await Promise.all([renderer.render(JOB), renderer.render(panorama)]);
    expect(photo.ar).toBe(1.5);
    // A 360° photograph is twice as wide as it is high.
    expect(sphere.ar).toBe(2);
  }, 30_000);

  it('fails a photo whose scene cannot be drawn, and renders the next', async () => {
    renderer = new DemoPhotoProcess(ENTRY, SOURCE_LOADER);
    const broken = {
      scene: { sky: 'day', terrain: 'moon', seed: 1 } as unknown as SceneSpec,
      panorama: false,
    };
    await expect(renderer.render(broken)).rejects.toThrow('A demo photo could not be rendered');
    await expect(renderer.render(JOB)).resolves.toMatchObject({ width: 1200 });
  }, 30_000);

  it('renders nothing once closed', async () => {
    renderer = new DemoPhotoProcess(ENTRY, SOURCE_LOADER);
    renderer.close();
    await expect(renderer.render(JOB)).rejects.toThrow('closed');
  });

  it('fails what it waits for when its process cannot start', async () => {
    renderer = new DemoPhotoProcess(
      new URL('./no-such-process.ts', import.meta.url),
      SOURCE_LOADER,
    );
    await expect(renderer.render(JOB)).rejects.toThrow('The demo photo renderer ended');
  }, 30_000);
});

describe('rendererEnv', () => {
  it("keeps the server's environment without the allocator settings of serving", () => {
    expect(
      rendererEnv({
        PATH: '/usr/bin',
        MALLOC_ARENA_MAX: '1',
        MALLOC_MMAP_THRESHOLD_: '131072',
        MALLOC_TRIM_THRESHOLD_: '131072',
      }),
    ).toEqual({ PATH: '/usr/bin', MALLOC_ARENA_MAX: '1' });
  });
});

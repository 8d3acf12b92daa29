import { processImage, type ProcessedImage } from '../media/image-pipeline';
import { renderPanoramaPixels } from './scenes/panorama-scene';
import { renderScenePixels, type SceneSpec } from './scenes/render-scene';

/**
 * The size of a generated demo photo, 3:2: sharp on any screen a spot page shows it on, and
 * small enough that rendering them all (most of a first start's work) stays quick.
 */
const DEMO_PHOTO_WIDTH_PX = 1200;
const DEMO_PHOTO_HEIGHT_PX = 800;

/** What a demo photo is drawn from: its scene, and whether it is a 360° photograph. */
export interface DemoPhotoJob {
  scene: SceneSpec;
  panorama: boolean;
}

/**
 * A demo photo's renditions: its scene drawn, and the photo pipeline's renditions cut from the
 * pixels without a file between.
 */
export async function renderDemoPhoto(job: DemoPhotoJob): Promise<ProcessedImage> {
  const pixels = job.panorama
    ? await renderPanoramaPixels(job.scene)
    : await renderScenePixels(job.scene, DEMO_PHOTO_WIDTH_PX, DEMO_PHOTO_HEIGHT_PX);
  return processImage(pixels);
}

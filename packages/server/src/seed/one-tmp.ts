import sharp from 'sharp';
import { renderScene, type SceneSpec } from './scene-generator';
const [sky, terrain, seed, extra] = process.argv.slice(2);
const spec = { sky, terrain, seed: Number(seed ?? 1), sun: extra?.includes('sun'), landmark: extra?.split(',').find((s) => ['pagoda','stupa','dome','prang'].includes(s)) } as SceneSpec;
await sharp(await renderScene(spec, 1200, 800)).png().toFile(`/tmp/scenes/${terrain}-${sky}-${seed}.png`);

import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The folder of the built site that holds the launch screens (kept out of the precache). */
export const LAUNCH_SCREEN_FOLDER = 'splash';

/** The icon's side on every launch screen, in CSS pixels: about Android's splash icon. */
const ICON_SIDE_CSS_PX = 128;

/** An Apple screen in CSS pixels, as `device-width` and `device-height` (portrait) read it. */
interface AppleScreen {
  widthCssPx: number;
  heightCssPx: number;
  pixelRatio: 2 | 3;
  orientation: 'portrait' | 'landscape';
}

/**
 * The portrait screens of the iPhones and iPads that run a current iOS, as [width, height,
 * pixel ratio]. iOS shows a launch image only when one matches the screen exactly, and a white
 * screen otherwise.
 */
const IPHONES: readonly [number, number, 2 | 3][] = [
  [440, 956, 3], // 16 Pro Max, 17 Pro Max
  [430, 932, 3], // 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
  [428, 926, 3], // 12 Pro Max, 13 Pro Max, 14 Plus
  [420, 912, 3], // Air
  [414, 896, 3], // XS Max, 11 Pro Max
  [414, 896, 2], // XR, 11
  [402, 874, 3], // 16 Pro, 17, 17 Pro
  [393, 852, 3], // 14 Pro, 15, 15 Pro, 16
  [390, 844, 3], // 12, 12 Pro, 13, 13 Pro, 14, 16e
  [375, 812, 3], // X, XS, 11 Pro, 12 mini, 13 mini
  [375, 667, 2], // 8, SE (2nd and 3rd generation)
];

/** The iPads' screens, which get a landscape image too: their home screen turns. */
const IPADS: readonly [number, number, 2 | 3][] = [
  [1032, 1376, 2], // Pro 13" (M4)
  [1024, 1366, 2], // Pro 12.9", Air 13"
  [834, 1210, 2], // Pro 11" (M4)
  [834, 1194, 2], // Pro 11"
  [834, 1112, 2], // Air 10.5"
  [820, 1180, 2], // Air 10.9" and 11", iPad (10th generation and A16)
  [810, 1080, 2], // iPad 10.2"
  [768, 1024, 2], // iPad 9.7", mini (5th generation)
  [744, 1133, 2], // mini (6th generation and A17 Pro)
];

/** Every launch screen the site offers. */
export const APPLE_LAUNCH_SCREENS: readonly AppleScreen[] = [
  ...IPHONES.map(([widthCssPx, heightCssPx, pixelRatio]) => ({
    widthCssPx,
    heightCssPx,
    pixelRatio,
    orientation: 'portrait' as const,
  })),
  ...IPADS.flatMap(([widthCssPx, heightCssPx, pixelRatio]) =>
    (['portrait', 'landscape'] as const).map((orientation) => ({
      widthCssPx,
      heightCssPx,
      pixelRatio,
      orientation,
    })),
  ),
];

/** The image's size in device pixels: a landscape image is wider than high. */
export function launchImageSize(screen: AppleScreen): { width: number; height: number } {
  const portraitWidth = screen.widthCssPx * screen.pixelRatio;
  const portraitHeight = screen.heightCssPx * screen.pixelRatio;
  return screen.orientation === 'portrait'
    ? { width: portraitWidth, height: portraitHeight }
    : { width: portraitHeight, height: portraitWidth };
}

/** The media query by which iOS picks the image for its screen and orientation. */
export function launchMediaQuery(screen: AppleScreen): string {
  return (
    `(device-width: ${screen.widthCssPx}px) and (device-height: ${screen.heightCssPx}px)` +
    ` and (-webkit-device-pixel-ratio: ${screen.pixelRatio}) and (orientation: ${screen.orientation})`
  );
}

function launchFileName(screen: AppleScreen): string {
  const { width, height } = launchImageSize(screen);
  return `${LAUNCH_SCREEN_FOLDER}/apple-launch-${width}x${height}.png`;
}

/** Draws one launch screen: the icon centred on the background colour. */
async function drawLaunchScreen(
  screen: AppleScreen,
  icon: Buffer,
  background: string,
): Promise<Buffer> {
  const { width, height } = launchImageSize(screen);
  // A palette PNG without dithering: the flat background and the few colours of the icon
  // weigh some kilobytes (dithered, the background turns to noise ten times heavier).
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: icon, gravity: 'centre' }])
    .png({ palette: true, dither: 0, compressionLevel: 9, effort: 1 })
    .toBuffer();
}

/**
 * Vite plugin of the browser build: draws the launch screens an iPhone or iPad shows while
 * the installed app starts (Apple ignores the manifest's background colour and icon), and
 * puts their `apple-touch-startup-image` links in the page's head.
 */
export function appleLaunchScreens(options: { iconSvg: string; background: string }): Plugin {
  return {
    name: 'vantage:apple-launch-screens',
    apply: 'build',
    transformIndexHtml: (): HtmlTagDescriptor[] =>
      APPLE_LAUNCH_SCREENS.map((screen) => ({
        tag: 'link',
        attrs: {
          rel: 'apple-touch-startup-image',
          media: launchMediaQuery(screen),
          href: `/${launchFileName(screen)}`,
        },
        injectTo: 'head',
      })),
    async generateBundle() {
      const svg = await readFile(options.iconSvg);
      const icons = new Map<number, Promise<Buffer>>();
      const iconAt = (pixelRatio: number) => {
        let icon = icons.get(pixelRatio);
        if (!icon) {
          const side = ICON_SIDE_CSS_PX * pixelRatio;
          icon = sharp(svg, { density: 600 }).resize(side, side).png().toBuffer();
          icons.set(pixelRatio, icon);
        }
        return icon;
      };
      for (const screen of APPLE_LAUNCH_SCREENS) {
        const icon = await iconAt(screen.pixelRatio);
        this.emitFile({
          type: 'asset',
          fileName: launchFileName(screen),
          source: await drawLaunchScreen(screen, icon, options.background),
        });
      }
    },
  };
}

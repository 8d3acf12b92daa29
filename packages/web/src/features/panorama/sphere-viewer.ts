/**
 * The Photo Sphere Viewer as the 360 view uses it: what it shows for a panorama answer, how it
 * is created, followed as it turns and zooms, and driven from the view's controls.
 */
import { Viewer, type AdapterConstructor } from '@photo-sphere-viewer/core';
import { CompassPlugin } from '@photo-sphere-viewer/compass-plugin';
import { MarkersPlugin, type MarkerConfig } from '@photo-sphere-viewer/markers-plugin';
import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import '@photo-sphere-viewer/compass-plugin/index.css';
import type { PanoramaAnswer } from '@vantage/shared';
import {
  DEFAULT_FOCAL35_MM,
  FOV_CAP_DEG,
  FOV_MIN_DEG,
  hFovDegFromFocal35,
  vFovDegFromHFov,
  zoomLevelForVFov,
} from './lens';
import { syntheticSphereUrl, type Skyline } from './synthetic-sphere';
import { sphereCorrection, viewToViewer, viewerToView } from './view-geometry';

/** What the viewer looks at, in degrees: compass heading, pitch and horizontal field of view. */
export interface LiveView {
  headingDeg: number;
  pitchDeg: number;
  hFovDeg: number;
}

/** What can be done with the viewer once it is ready. */
export interface ViewerHandle {
  viewer: Viewer;
  /** Sets the horizontal field of view (a lens), within the 177° cap. */
  setHFov: (hFovDeg: number) => void;
  /** Replaces the sky markers, keeping those that did not change in place. */
  syncMarkers: (markers: MarkerConfig[]) => void;
  setAdjust: (adjust: { headingAdj: number; pitchAdj: number }) => void;
  showCompass: (shown: boolean) => void;
  /** Turns the view to a position (viewer yaw and pitch) in an animation. */
  turnTo: (position: { yaw: number; pitch: number }) => void;
}

/**
 * The attribute on the viewer's container that says what it does: `loading` until the
 * panorama is drawn, `moving` while it turns to a position, `ready` otherwise.
 */
export const VIEWER_STATE_ATTRIBUTE = 'data-viewer-state';

/** What the viewer in a container is doing; a panorama swapped in may come during a turn. */
interface ViewerActivity {
  loading: boolean;
  moving: boolean;
}
const activities = new WeakMap<HTMLElement, ViewerActivity>();

/** Sets what the viewer in `container` is doing, and its state attribute from all of it. */
export function markViewer(container: HTMLElement, change: Partial<ViewerActivity>): void {
  const activity = { loading: false, moving: false, ...activities.get(container), ...change };
  activities.set(container, activity);
  container.setAttribute(
    VIEWER_STATE_ATTRIBUTE,
    activity.loading ? 'loading' : activity.moving ? 'moving' : 'ready',
  );
}

const MIN_VFOV_DEG = FOV_MIN_DEG;

function aspectOf(viewer: Viewer): number {
  const size = viewer.getSize();
  return size.height > 0 ? size.width / size.height : 1.6;
}

/** The widest vertical FOV that keeps the horizontal one within the cap at this aspect. */
function maxVFovFor(aspect: number): number {
  return Math.min(179, vFovDegFromHFov(FOV_CAP_DEG, aspect));
}

function initialZoom(hFovDeg: number, aspect: number): number {
  const maxFov = maxVFovFor(aspect);
  return zoomLevelForVFov(vFovDegFromHFov(hFovDeg, aspect), MIN_VFOV_DEG, maxFov);
}

export type Source = (
  | { kind: 'equirectangular'; key: string; panorama: string }
  | { kind: 'cubemap'; key: string; panorama: Record<string, string> }
) & {
  /** An object URL made for this panorama, released when it is replaced. */
  objectUrl?: string;
};

/**
 * What the viewer shows for an answer: the spot's 360 photo, the street-level cube, else the
 * synthetic sphere (with the terrain's skyline when there is one).
 */
export async function sourceOf(answer: PanoramaAnswer, skyline?: Skyline | null): Promise<Source> {
  if (answer.source === 'photo' && answer.photo) {
    return { kind: 'equirectangular', key: `photo-${answer.photo.id}`, panorama: answer.photo.url };
  }
  if (answer.source === 'streetview' && answer.streetView) {
    const { faces, panoId } = answer.streetView;
    return { kind: 'cubemap', key: `sv-${panoId}`, panorama: { ...faces } };
  }
  const objectUrl = await syntheticSphereUrl(skyline);
  return {
    kind: 'equirectangular',
    key: skyline ? 'synthetic-skyline' : 'synthetic',
    panorama: objectUrl,
    objectUrl,
  };
}

export async function adapterFor(kind: Source['kind']): Promise<AdapterConstructor | undefined> {
  if (kind === 'equirectangular') return undefined;
  // Only street-level panoramas need the cube adapter; it loads with the first one.
  const { CubemapAdapter } = await import('@photo-sphere-viewer/cubemap-adapter');
  return CubemapAdapter;
}

/** Where the viewer opens: the spot's saved view, else north on the horizon with a 35 mm lens. */
export function openingView(view: PanoramaAnswer['view']): {
  start: { yaw: number; pitch: number };
  hFovDeg: number;
} {
  return {
    start: view ? viewToViewer(view) : { yaw: 0, pitch: 0 },
    hFovDeg: view ? Math.min(FOV_CAP_DEG, view.fov) : hFovDegFromFocal35(DEFAULT_FOCAL35_MM),
  };
}

/** A viewer showing the source from its opening view, with the markers and compass plugins. */
export function createViewer(
  container: HTMLElement,
  source: Source,
  adapter: AdapterConstructor | undefined,
  opening: ReturnType<typeof openingView>,
  correction: ReturnType<typeof sphereCorrection>,
): Viewer {
  const aspect = container.clientHeight > 0 ? container.clientWidth / container.clientHeight : 1.6;
  return new Viewer({
    container,
    panorama: source.panorama,
    adapter,
    navbar: false,
    loadingTxt: 'Loading the panorama…',
    minFov: MIN_VFOV_DEG,
    maxFov: maxVFovFor(aspect),
    defaultYaw: opening.start.yaw,
    defaultPitch: opening.start.pitch,
    defaultZoomLvl: initialZoom(opening.hFovDeg, aspect),
    sphereCorrection: correction,
    canvasBackground: '#0f1720',
    keyboard: 'always',
    plugins: [
      [MarkersPlugin, {}],
      [
        CompassPlugin,
        {
          size: '96px',
          position: 'top left',
          navigation: true,
          hotspotColor: 'rgba(255,179,0,0.9)',
        },
      ],
    ],
  });
}

/**
 * Follows a new viewer: reports where it looks (once a frame at most), keeps the lens when it
 * changes shape, leaves arrow keys to the page's fields, and marks it ready once drawn.
 */
export function watchViewer(
  viewer: Viewer,
  container: HTMLElement,
  openingHFovDeg: number,
  events: { onLive: (live: LiveView) => void; onError: (message: string) => void },
): { report: () => void; stopReporting: () => void; isReady: () => boolean } {
  let frame = 0;
  const report = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const { headingDeg, pitchDeg } = viewerToView(viewer.getPosition());
      events.onLive({ headingDeg, pitchDeg, hFovDeg: viewer.state.hFov });
    });
  };
  // A lens is a horizontal field of view: it is kept when the viewer changes shape.
  let lensHFovDeg = openingHFovDeg;
  viewer.addEventListener('position-updated', report);
  viewer.addEventListener('zoom-updated', () => {
    lensHFovDeg = viewer.state.hFov;
    report();
  });
  viewer.addEventListener('size-updated', () => {
    // The 177° cap is horizontal, so the vertical limit follows the viewer's shape.
    // Read first: changing the limit re-zooms and reports the stretched field of view.
    const keptHFovDeg = Math.min(FOV_CAP_DEG, lensHFovDeg);
    const aspectNow = aspectOf(viewer);
    viewer.setOptions({ maxFov: maxVFovFor(aspectNow) });
    viewer.zoom(initialZoom(keptHFovDeg, aspectNow));
    report();
  });
  viewer.addEventListener('key-press', (event) => {
    // Arrow keys turn the view unless they are meant for a field, slider or menu.
    const target = event.originalEvent.target;
    if (target instanceof HTMLElement && target !== document.body && !container.contains(target)) {
      event.preventDefault();
    }
  });
  let ready = false;
  viewer.addEventListener(
    'ready',
    () => {
      ready = true;
      markViewer(container, { loading: false });
      report();
    },
    { once: true },
  );
  viewer.addEventListener('panorama-error', () =>
    events.onError('The panorama could not be loaded.'),
  );
  return { report, stopReporting: () => cancelAnimationFrame(frame), isReady: () => ready };
}

/** What the view's controls do with a viewer; a turn marks it `moving` until the last one ends. */
export function viewerHandle(
  viewer: Viewer,
  container: HTMLElement,
  isReady: () => boolean,
): ViewerHandle {
  const markers = viewer.getPlugin<MarkersPlugin>(MarkersPlugin);
  const compass = viewer.getPlugin<CompassPlugin>(CompassPlugin);
  let turns = 0;
  return {
    viewer,
    setHFov: (hFovDeg) =>
      viewer.zoom(initialZoom(Math.min(FOV_CAP_DEG, hFovDeg), aspectOf(viewer))),
    syncMarkers: (next) => syncMarkers(markers, next),
    setAdjust: (adjust) => viewer.setOption('sphereCorrection', sphereCorrection(adjust)),
    showCompass: (shown) => (shown ? compass.show() : compass.hide()),
    turnTo: (position) => {
      const turn = viewer.animate({ ...position, speed: '12rpm' });
      if (!isReady()) return;
      const thisTurn = ++turns;
      markViewer(container, { moving: true });
      // Done, cut short by the user or replaced by the next turn: only the last one ends it.
      void turn.then(() => {
        if (thisTurn === turns) markViewer(container, { moving: false });
      });
    },
  };
}

function syncMarkers(plugin: MarkersPlugin, next: MarkerConfig[]): void {
  const wanted = new Set(next.map((marker) => marker.id));
  const existing = new Set(plugin.getMarkers().map((marker) => marker.id));
  for (const id of existing) if (!wanted.has(id)) plugin.removeMarker(id, false);
  for (const marker of next) {
    if (existing.has(marker.id)) plugin.updateMarker(marker, false);
    else plugin.addMarker(marker, false);
  }
  plugin.renderMarkers();
}

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Viewer } from '@photo-sphere-viewer/core';
import type { PanoramaAnswer } from '@vantage/shared';
import {
  adapterFor,
  createViewer,
  markViewer,
  openingView,
  sourceOf,
  viewerHandle,
  watchViewer,
  type LiveView,
  type Source,
  type ViewerHandle,
} from './sphere-viewer';
import type { Skyline } from './synthetic-sphere';
import { sphereCorrection } from './view-geometry';

/** The viewer on show, with the panorama it shows. */
interface ShownPanorama {
  viewer: Viewer;
  kind: Source['kind'];
  key: string;
  /** The object URL to release with this panorama. */
  revoke?: string;
}

function release(shown: ShownPanorama): void {
  shown.viewer.destroy();
  if (shown.revoke) URL.revokeObjectURL(shown.revoke);
}

/**
 * Creates the Photo Sphere Viewer in `containerRef` for a panorama answer, turned so its yaw
 * is the compass heading, opening on the saved view. A new answer of the same kind (the next
 * street-level panorama) is swapped in without rebuilding the viewer.
 */
export function usePanoramaViewer(
  containerRef: RefObject<HTMLDivElement | null>,
  answer: PanoramaAnswer | undefined,
  skyline?: Skyline | null,
): { handle: ViewerHandle | null; live: LiveView | null; error: string | null } {
  const [handle, setHandle] = useState<ViewerHandle | null>(null);
  const [live, setLive] = useState<LiveView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<ShownPanorama | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!answer || !container) return;
    let cancelled = false;
    let stopReporting = () => {};
    void (async () => {
      const source = await sourceOf(answer, answer.source === 'synthetic' ? skyline : null);
      if (cancelled) {
        if (source.objectUrl) URL.revokeObjectURL(source.objectUrl);
        return;
      }
      // The synthetic sphere is drawn true to north; corrections belong to real pictures.
      const correction = sphereCorrection(
        source.key.startsWith('synthetic') ? { headingAdj: 0, pitchAdj: 0 } : answer.adjust,
      );
      const existing = current.current;
      if (existing && existing.kind === source.kind) {
        await swapPanorama(existing, source, correction, container);
        return;
      }
      if (existing) {
        release(existing);
        current.current = null;
      }
      const adapter = await adapterFor(source.kind);
      if (cancelled) return;
      const opening = openingView(answer.view);
      // A new viewer: a turn of the one it replaces has no end to report.
      markViewer(container, { loading: true, moving: false });
      const viewer = createViewer(container, source, adapter, opening, correction);
      current.current = {
        viewer,
        kind: source.kind,
        key: source.key,
        revoke: source.objectUrl,
      };
      const watch = watchViewer(viewer, container, opening.hFovDeg, {
        onLive: setLive,
        onError: setError,
      });
      stopReporting = watch.stopReporting;
      setHandle(viewerHandle(viewer, container, watch.isReady));
      watch.report();
    })().catch((problem: unknown) => {
      console.error(problem);
      if (!cancelled) setError('The panorama could not be loaded.');
    });
    return () => {
      cancelled = true;
      stopReporting();
    };
  }, [answer, containerRef, skyline]);

  useEffect(
    () => () => {
      const existing = current.current;
      if (!existing) return;
      release(existing);
      current.current = null;
    },
    [],
  );

  return { handle, live, error };
}

/** Shows another panorama of the same kind in the viewer already there, keeping the view. */
async function swapPanorama(
  shown: ShownPanorama,
  source: Source,
  correction: ReturnType<typeof sphereCorrection>,
  container: HTMLElement,
): Promise<void> {
  if (shown.key === source.key) {
    // The same panorama drawn again (a refetch of the synthetic sphere): its new copy goes.
    if (source.objectUrl && source.objectUrl !== shown.revoke)
      URL.revokeObjectURL(source.objectUrl);
    return;
  }
  if (shown.revoke) URL.revokeObjectURL(shown.revoke);
  shown.key = source.key;
  shown.revoke = source.objectUrl;
  markViewer(container, { loading: true });
  // Without a position the camera stays where it is, and a turn under way (to the sun, say,
  // pressed as the skyline arrives) goes on to its end: given one, the viewer would stop the
  // turn and go back to where it stood when the swap began.
  await shown.viewer.setPanorama(source.panorama, {
    sphereCorrection: correction,
    transition: { speed: 600, rotation: false, effect: 'fade' },
  });
  markViewer(container, { loading: false });
}

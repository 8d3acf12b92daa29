import type { RefObject } from 'react';
import { LiveTrack } from './map-live-track';
import { OpenedTrack } from './map-opened-track';

/**
 * The tracks of the large map: the device's own position while `live` (the `track` flag), and a
 * track file opened on it.
 */
export function MapTracks({
  live,
  fileInputRef,
}: {
  live: boolean;
  fileInputRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <>
      {live && <LiveTrack />}
      <OpenedTrack inputRef={fileInputRef} />
    </>
  );
}

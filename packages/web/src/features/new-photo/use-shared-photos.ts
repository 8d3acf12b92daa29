import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { shareMessages } from '../../lib/offline/shared-files';
import { forgetSharedPhoto, forgetShareReport, readSharedPhotos } from './shared-photos';
import type { PhotoUploadHandle } from './use-photo-upload';

const KEY = ['sharedPhotos'] as const;

/** The message of a share that reached the server before the app's worker had started. */
export const SHARE_NOT_RECEIVED =
  'The shared photos did not reach Vantage: the app had not finished starting on this device. Please share them again.';

/**
 * Photos shared to the app: the first waiting one is loaded into the upload as soon as the page
 * opens, and each is forgotten once published, so none is lost between visits.
 */
export function useSharedPhotos(upload: PhotoUploadHandle, notReceived: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: readSharedPhotos,
    meta: { persist: false },
    staleTime: Infinity,
    gcTime: 0,
  });
  const photos = useMemo(() => query.data?.photos ?? [], [query.data]);
  const report = query.data?.report ?? null;

  // Each newly first photo is offered once, and only while no file is chosen.
  const first = photos[0];
  const offered = useRef<typeof first>(undefined);
  const { file, choose } = upload;
  useEffect(() => {
    if (first === offered.current) return;
    offered.current = first;
    if (first && file === null) choose(first.file);
  }, [first, file, choose]);

  const messages = [
    ...(notReceived ? [SHARE_NOT_RECEIVED] : []),
    ...(report ? shareMessages(report) : []),
  ];
  const current = photos.find((photo) => photo.file === upload.file) ?? null;

  return {
    photos,
    current,
    messages,
    /** Hides the share's messages for good. */
    dismiss: () => {
      void forgetShareReport().then(() => client.invalidateQueries({ queryKey: KEY }));
    },
    /** Forgets the published photo, if it came from a share. */
    published: () => {
      if (current) void forgetSharedPhoto(current.key);
    },
  };
}

export type SharedPhotosHandle = ReturnType<typeof useSharedPhotos>;

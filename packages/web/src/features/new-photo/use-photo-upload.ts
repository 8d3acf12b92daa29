import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadAnswer } from '@vantage/shared';
import { readPhotoExif, type ReadExif } from './photo-exif';
import { uploadPhoto } from './photo-upload';

/** Where the upload of the chosen file stands. */
export type UploadStatus = 'idle' | 'uploading' | 'done' | 'failed';

export interface PhotoUpload {
  file: File | null;
  /** An object URL of the file, for its preview. */
  previewUrl: string | null;
  /** EXIF read in the browser; null until read. */
  read: ReadExif | null;
  /** Share of the file sent, 0…1. */
  progress: number;
  status: UploadStatus;
  answer: UploadAnswer | null;
  error: unknown;
}

const IDLE: PhotoUpload = {
  file: null,
  previewUrl: null,
  read: null,
  progress: 0,
  status: 'idle',
  answer: null,
  error: null,
};

/**
 * The chosen photograph: choosing a file reads its EXIF and starts its upload at once, so the
 * image id is usually ready by the time the form is filled in. `whenUploaded` waits for it.
 */
export function usePhotoUpload() {
  const [state, setState] = useState<PhotoUpload>(IDLE);
  const current = useRef<{
    file: File;
    upload: Promise<UploadAnswer>;
    abort: AbortController;
    previewUrl: string;
  } | null>(null);

  const forget = useCallback(() => {
    const previous = current.current;
    current.current = null;
    if (!previous) return;
    previous.abort.abort();
    URL.revokeObjectURL(previous.previewUrl);
  }, []);

  useEffect(() => forget, [forget]);

  const choose = useCallback(
    (file: File) => {
      forget();
      const abort = new AbortController();
      const previewUrl = URL.createObjectURL(file);
      const isCurrent = () => current.current?.file === file;
      const update = (change: Partial<PhotoUpload>) => {
        if (isCurrent()) setState((previous) => ({ ...previous, ...change }));
      };
      const upload = uploadPhoto(file, (progress) => update({ progress }), abort.signal);
      current.current = { file, upload, abort, previewUrl };
      setState({ ...IDLE, file, previewUrl, status: 'uploading' });
      // A rejection is shown through the state; callers waiting on it see it too.
      upload.then(
        (answer) => update({ status: 'done', progress: 1, answer }),
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          update({ status: 'failed', error });
        },
      );
      void readPhotoExif(file).then((read) => update({ read }));
    },
    [forget],
  );

  /** Forgets a failed upload, so another file can be chosen. */
  const reset = useCallback(() => {
    forget();
    setState(IDLE);
  }, [forget]);

  /** The upload's answer, waiting for it if it is still running. */
  const whenUploaded = useCallback((): Promise<UploadAnswer> => {
    const running = current.current;
    return running ? running.upload : Promise.reject(new Error('No photograph was chosen.'));
  }, []);

  return { ...state, choose, reset, whenUploaded };
}

export type PhotoUploadHandle = ReturnType<typeof usePhotoUpload>;

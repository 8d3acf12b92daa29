import { ErrorBody, UploadAnswer } from '@vantage/shared';
import { apiHost, nativeSessionToken } from '../../lib/native-app';
import { ApiError } from '../../api/client';

/** The request never reached the server, or its answer never came back. */
export class UploadNetworkError extends Error {
  constructor() {
    super('The upload could not reach the server.');
  }
}

/** The server answered, but without the id of the uploaded file. */
export class MissingImageIdError extends Error {
  constructor(readonly responseText: string) {
    super(`The server answered without an imageID: ${responseText.slice(0, 200) || '(empty)'}`);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The answer of `POST /api/photo`, or the error it stands for. An answer without an imageID
 * is rejected with the answer itself.
 */
export function readUploadAnswer(
  status: number,
  statusText: string,
  responseText: string,
): UploadAnswer {
  if (status === 0) throw new UploadNetworkError();
  const json = parseJson(responseText);
  if (status < 200 || status >= 300) {
    const body = ErrorBody.safeParse(json);
    throw new ApiError(status, statusText, body.success ? body.data : null);
  }
  const imageID = (json as { imageID?: unknown } | null)?.imageID;
  if (typeof imageID !== 'string' || imageID === '') throw new MissingImageIdError(responseText);
  return UploadAnswer.parse(json);
}

/** The text an upload failure shows after the dialog's sentence. */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.body?.error.message ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Sends the file as `POST /api/photo` (multipart, field `photo`, with the session cookie, or
 * in the native build to the site's host with the session as a Bearer token),
 * reporting the share sent so far (0…1). XMLHttpRequest, because fetch cannot report upload
 * progress.
 */
export function uploadPhoto(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const host = apiHost();
    const token = nativeSessionToken();
    request.open('POST', `${host}/api/photo`);
    request.withCredentials = !host;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(readUploadAnswer(request.status, request.statusText, request.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(new UploadNetworkError());
    request.ontimeout = () => reject(new UploadNetworkError());
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('photo', file, file instanceof File ? file.name : 'photo.jpg');
    request.send(form);
  });
}

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import {
  MissingImageIdError,
  readUploadAnswer,
  uploadErrorText,
  UploadNetworkError,
} from './photo-upload';

const answer = {
  imageID: 'a1b2c3',
  width: 4000,
  height: 3000,
  exif: { Model: 'X-T5', ISO: 160 },
  lat: 46.36,
  long: 14.09,
  pano: false,
};

describe('readUploadAnswer', () => {
  it('parses an answer carrying an imageID', () => {
    expect(readUploadAnswer(201, 'Created', JSON.stringify(answer))).toEqual(answer);
  });

  it('rejects an answer without an imageID, with the answer', () => {
    const text = JSON.stringify({ ok: true });
    expect(() => readUploadAnswer(200, 'OK', text)).toThrow(MissingImageIdError);
    expect(() => readUploadAnswer(200, 'OK', text)).toThrow(/without an imageID: \{"ok":true\}/);
    expect(() => readUploadAnswer(200, 'OK', 'not json')).toThrow(MissingImageIdError);
  });

  it('turns an error status into an ApiError with the server message', () => {
    const body = { error: { code: 'too_large', message: 'photo: must be at most 40 MB' } };
    let caught: unknown;
    try {
      readUploadAnswer(413, 'Payload Too Large', JSON.stringify(body));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).status).toBe(413);
    expect(uploadErrorText(caught)).toBe('photo: must be at most 40 MB');
    expect(uploadErrorText(new ApiError(502, 'Bad Gateway', null))).toBe('Error: 502: Bad Gateway');
  });

  it('treats status 0 as a request that never reached the server', () => {
    expect(() => readUploadAnswer(0, '', '')).toThrow(UploadNetworkError);
  });
});

import { describe, expect, it } from 'vitest';
import { unsubscribeLinkFrom } from './unsubscribe-dialog';

describe('unsubscribe links', () => {
  it('reads the user id and signature of a signed link', () => {
    expect(unsubscribeLinkFrom('?u=7&sig=fmIhzy2kcWD0a_XfKGPZ2VRZ')).toEqual({
      u: 7,
      sig: 'fmIhzy2kcWD0a_XfKGPZ2VRZ',
    });
  });

  it('refuses a link with a part missing or mangled', () => {
    expect(unsubscribeLinkFrom('')).toBeNull();
    expect(unsubscribeLinkFrom('?u=7')).toBeNull();
    expect(unsubscribeLinkFrom('?u=seven&sig=fmIhzy2kcWD0a_XfKGPZ2VRZ')).toBeNull();
    expect(unsubscribeLinkFrom('?u=7&sig=<script>')).toBeNull();
  });
});

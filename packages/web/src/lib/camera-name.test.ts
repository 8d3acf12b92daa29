import { describe, expect, it } from 'vitest';
import { cameraName } from './camera-name';

describe('cameraName', () => {
  it('prefixes the make unless the model names it', () => {
    expect(cameraName({ Make: 'Canon', Model: 'Canon EOS R5' })).toBe('Canon EOS R5');
    expect(cameraName({ Make: 'FUJIFILM', Model: 'X-T5' })).toBe('FUJIFILM X-T5');
    expect(cameraName({})).toBeNull();
  });
});

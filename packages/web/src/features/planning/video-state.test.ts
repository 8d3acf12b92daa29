import { describe, expect, it } from 'vitest';
import { embeddableUrl, nextVideoState } from './video-state';

describe('nextVideoState', () => {
  it('cycles a video tile through playing, paused and stopped', () => {
    expect(nextVideoState('stopped')).toBe('playing');
    expect(nextVideoState('playing')).toBe('paused');
    expect(nextVideoState('paused')).toBe('stopped');
  });
});

describe('embeddableUrl', () => {
  it('embeds only http(s) pages', () => {
    expect(embeddableUrl('https://webcams.example/player/1/day')).toBe(
      'https://webcams.example/player/1/day',
    );
    expect(embeddableUrl('javascript:alert(1)')).toBeNull();
    expect(embeddableUrl('not a url')).toBeNull();
    expect(embeddableUrl(null)).toBeNull();
  });
});

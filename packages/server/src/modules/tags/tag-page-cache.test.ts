import type { TagPage } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import type { SpotChangeFeed } from '../../adapters/change-feed/change-feed';
import { TAG_PAGE_LIFETIME_MS, TagPageCache } from './tag-page-cache';

function pageOf(locCnt: number): TagPage {
  return {
    idTag: 1,
    tag: 'Dolomites',
    locHier: ['Italy'],
    parentTag: 'Italy',
    isLocation: true,
    imgSquare: null,
    imgHead: null,
    imgHeadOffset: 66,
    idOSM: null,
    osmType: null,
    infoText: null,
    rect: null,
    locCnt,
    photoCnt: 0,
    guides: [],
    bestSpots: [],
    bestPhotos: [],
    bestTags: [],
    contribs: [],
  };
}

describe('TagPageCache', () => {
  it('builds a page once and answers it serialized until something changes', async () => {
    const cache = new TagPageCache();
    let builds = 0;
    const build = async () => pageOf(++builds);
    const first = await cache.getOrBuild('dolomites', build);
    expect(JSON.parse(first.body.toString())).toEqual(pageOf(1));
    expect((await cache.getOrBuild('dolomites', build)).etag).toBe(first.etag);
    expect(builds).toBe(1);
    cache.forgetAll();
    const second = await cache.getOrBuild('dolomites', build);
    expect(second.page.locCnt).toBe(2);
    expect(second.etag).not.toBe(first.etag);
  });

  it('shares one build among concurrent requests', async () => {
    const cache = new TagPageCache();
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return pageOf(builds);
    };
    const pages = await Promise.all([1, 2, 3].map(() => cache.getOrBuild('lake', build)));
    expect(builds).toBe(1);
    expect(new Set(pages.map((page) => page.etag)).size).toBe(1);
  });

  it('does not keep a page built while a change happened', async () => {
    const cache = new TagPageCache();
    let builds = 0;
    let release = () => {};
    const slow = () =>
      new Promise<TagPage>((resolve) => {
        builds++;
        release = () => resolve(pageOf(builds));
      });
    const during = cache.getOrBuild('lake', slow);
    cache.forgetAll();
    release();
    expect((await during).page.locCnt).toBe(1);
    await cache.getOrBuild('lake', async () => pageOf(++builds));
    expect(builds).toBe(2);
  });

  it('builds a page again once its lifetime passed', async () => {
    let nowMs = 0;
    const cache = new TagPageCache(() => nowMs);
    let builds = 0;
    const build = async () => pageOf(++builds);
    await cache.getOrBuild('lake', build);
    nowMs = TAG_PAGE_LIFETIME_MS - 1;
    await cache.getOrBuild('lake', build);
    expect(builds).toBe(1);
    nowMs = TAG_PAGE_LIFETIME_MS;
    await cache.getOrBuild('lake', build);
    expect(builds).toBe(2);
  });

  it('forgets its pages when another process reports a spot change on the feed', async () => {
    let hear: (change: { lat: number; lng: number }) => void = () => {};
    const feed: SpotChangeFeed = {
      publish: async () => {},
      subscribe: async (onChange) => {
        hear = onChange;
      },
      close: async () => {},
    };
    const cache = new TagPageCache();
    await cache.share(feed);
    let builds = 0;
    const build = async () => pageOf(++builds);
    await cache.getOrBuild('lake', build);
    hear({ lat: 46.5, lng: 11.5 });
    await cache.getOrBuild('lake', build);
    expect(builds).toBe(2);
  });
});

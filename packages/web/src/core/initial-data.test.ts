import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, type InitialPageData } from '@vantage/shared';
import { makeCurrentUser, makePhoto, makeSpot } from '../test-support/factories';
import { NO_PAGE_PARTS } from './initial-data';

const mapPage: InitialPageData = {
  siteName: 'Vantage',
  ...NO_PAGE_PARTS,
  mapStyleUrl: '/tiles/layers/default/style.json',
  contacts: { email: 'team@example.org', facebook: '', twitter: '', instagram: '', androidApp: '' },
};

/** The page data of a page the server wrote, read by a fresh copy of the module. */
async function servedPage(data: unknown) {
  document.body.innerHTML = '';
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INITIAL_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify(data);
  document.body.append(element);
  vi.resetModules();
  const { getInitialData } = await import('./initial-data');
  return getInitialData;
}

/** Lets the schemas load and the idle moment come. */
async function afterCheck() {
  await vi.dynamicImportSettled();
  await vi.runAllTimersAsync();
}

describe('getInitialData', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("keeps a page's data that matches its schema, part by part", async () => {
    const spotPage = {
      ...mapPage,
      currentUser: makeCurrentUser(),
      point: makeSpot(),
      photoData: makePhoto(),
    };
    for (const page of [mapPage, spotPage]) {
      const getInitialData = await servedPage(page);
      expect(getInitialData()).toEqual(page);
      await afterCheck();
      expect(getInitialData()).toEqual(page);
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('drops data whose spot, member, photo or basics do not match their schemas', async () => {
    for (const broken of [
      { ...mapPage, point: { ...makeSpot(), lat: 'north' } },
      { ...mapPage, currentUser: { ...makeCurrentUser(), id: 'me' } },
      { ...mapPage, photoData: { id: 3 } },
      { ...mapPage, contacts: null },
      { ...mapPage, contacts: { ...mapPage.contacts, email: 3 } },
      { ...mapPage, mapStyleUrl: null },
      { ...mapPage, point: undefined },
    ]) {
      errors.mockClear();
      const getInitialData = await servedPage(broken);
      expect(getInitialData().siteName).toBe('Vantage');
      await afterCheck();
      expect(errors).toHaveBeenCalledOnce();
      expect(getInitialData().mapStyleUrl).toBe('/tiles/style.json');
      expect(getInitialData().point).toBeNull();
    }
  });
});

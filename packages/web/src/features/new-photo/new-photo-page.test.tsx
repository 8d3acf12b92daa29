import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { CurrentUser, NewImageAnswer } from '@vantage/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PhotoExif from './photo-exif';
import type { ReadExif } from './photo-exif';
import type { SpotChoice } from './use-spot-choice';
import { NewPhotoPage } from './new-photo-page';
import { makeCurrentUser, makePhoto } from '../../test-support/factories';
import { jsonResponse } from '../../test-support/http';
import { makeTestQueryClient, renderWithProviders } from '../../test-support/render';

// MapLibre needs WebGL; the map is stood in for by buttons doing what clicks on it do.
vi.mock('./new-photo-map', () => ({
  NewPhotoMap: ({ choice }: { choice: SpotChoice }) => (
    <div>
      <button type="button" onClick={() => choice.placePin({ lat: 37.7301, lng: -119.5742 })}>
        Click the bare map
      </button>
      <button
        type="button"
        onClick={() =>
          choice.chooseSpot({ id: 12, title: 'Tunnel View', lat: 37.71, long: -119.67 }, 'existing')
        }
      >
        Click Tunnel View
      </button>
    </div>
  ),
}));

const GPS_EXIF: ReadExif = {
  exif: { Make: 'FUJIFILM', Model: 'X-T5', Exposure: 0.004, ISO: 160 },
  gps: { lat: 37.728, lng: -119.573 },
};
const exifRead = vi.hoisted(() => ({ value: null as ReadExif | null }));
vi.mock('./photo-exif', async (importOriginal) => ({
  ...(await importOriginal<typeof PhotoExif>()),
  readPhotoExif: () => Promise.resolve(exifRead.value),
}));

const USER = makeCurrentUser();

/** Stands in for XMLHttpRequest; each request waits for the test to answer it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  url = '';
  body: FormData | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  respond(status: number, body: unknown) {
    act(() => {
      this.status = status;
      this.statusText = status === 200 ? 'OK' : 'Error';
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
}

function created(spot: { id: number; title: string }): NewImageAnswer {
  return {
    photo: makePhoto({
      id: 901,
      title: 'Half Dome sunrise',
      created: new Date(0).toISOString(),
      idSpot: spot.id,
      spotTitle: spot.title,
      lat: 37.728,
      long: -119.573,
      width: 4000,
      height: 3000,
      ar: 1.333,
      urls: { large: '/l.webp', thumb: '/t.webp', mini: '/m.webp' },
    }),
    spot: { ...spot, slug: spot.title.replace(/ /g, '_'), lat: 37.728, long: -119.573 },
  };
}

let posted: unknown[] = [];
beforeEach(() => {
  exifRead.value = GPS_EXIF;
  FakeXhr.sent = [];
  posted = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/near/')) return jsonResponse(200, []);
      if (url === '/api/tools/urlImages') {
        return jsonResponse(200, {
          url: 'https://photos.example.com/p/42',
          title: 'Mist at Yosemite Falls',
          author: 'Ansel Example',
          authorUrl: 'https://photos.example.com/ansel',
          license: 'CC BY 4.0',
          images: [
            { url: 'https://photos.example.com/logo.png', width: null, height: null, alt: null },
            { url: 'https://photos.example.com/42.jpg', width: null, height: null, alt: 'Falls' },
            { url: 'https://photos.example.com/gone.jpg', width: null, height: null, alt: null },
          ],
        });
      }
      if (url === '/api/img' && init?.method === 'POST') {
        const body = JSON.parse(init.body as string) as { idSpot?: number };
        posted.push(body);
        return jsonResponse(
          201,
          created(
            body.idSpot ? { id: 12, title: 'Tunnel View' } : { id: 99, title: 'Glacier Point' },
          ),
        );
      }
      return jsonResponse(404, { error: { code: 'not_found', message: 'not found' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // What a test enters is kept as a draft; the next one starts afresh.
  window.localStorage.clear();
});

function Url() {
  const location = useLocation();
  return <p data-testid="url">{location.pathname}</p>;
}

function renderPage(user: CurrentUser | null = USER) {
  const router = createMemoryRouter(
    [
      {
        path: '/newPhoto',
        element: (
          <>
            <NewPhotoPage />
            <Url />
          </>
        ),
      },
      { path: '/l/:title/:id', element: <Url /> },
    ],
    { initialEntries: ['/newPhoto'] },
  );
  renderWithProviders(<RouterProvider router={router} />, makeTestQueryClient(user));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const choose = (name: string) =>
  fireEvent.change(screen.getByLabelText('Photograph file'), {
    target: { files: [new File(['jpeg bytes'], name, { type: 'image/jpeg' })] },
  });

describe('the new photo page', () => {
  it('asks a visitor to log in instead of showing the form', () => {
    renderPage(null);
    expect(screen.getByText('Please login or sign up first in order to participate.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('keeps a typed title as a draft over a file name, until discarded', () => {
    renderPage();
    const title = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Title/ });
    fireEvent.change(title(), { target: { value: 'Dawn over the valley' } });
    cleanup();
    renderPage();
    expect(screen.getByText('Your unsaved draft was restored.')).toBeTruthy();
    expect(title().value).toBe('Dawn over the valley');
    // A typed title is not replaced by the chosen file's name.
    choose('IMG_0042.jpg');
    expect(title().value).toBe('Dawn over the valley');
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(title().value).toBe('');
    expect(screen.queryByText('Your unsaved draft was restored.')).toBeNull();
  });

  it('uploads the chosen file, pre-places the pin from GPS and publishes at a new spot', async () => {
    renderPage();
    expect(screen.getByRole('tab', { name: 'Upload a Photograph' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Link from Web' })).toBeTruthy();
    submit();
    expect(screen.getByText('Please select a photograph to upload first.')).toBeTruthy();

    choose('Half Dome sunrise.jpg');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Title/ }).value).toBe(
      'Half Dome sunrise',
    );
    const [xhr] = FakeXhr.sent;
    expect(xhr?.url).toBe('/api/photo');
    expect(xhr?.withCredentials).toBe(true);
    expect((xhr?.body?.get('photo') as File).name).toBe('Half Dome sunrise.jpg');
    act(() => xhr?.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();

    // The browser's EXIF: shown, and its GPS stands the pin.
    expect(await screen.findByText('1/250 s')).toBeTruthy();
    expect(screen.getByText('FUJIFILM X-T5')).toBeTruthy();
    expect((await screen.findByLabelText('Position of the new spot')).textContent).toBe(
      '37.728000, -119.573000',
    );

    submit();
    expect(screen.getByText('Please enter title of the new Photography Spot.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Spot title/ }), {
      target: { value: 'Glacier Point' },
    });
    xhr?.respond(200, {
      imageID: 'f00d',
      width: 4000,
      height: 3000,
      exif: null,
      lat: null,
      long: null,
      pano: false,
    });
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    submit();

    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/l/Glacier_Point/99'));
    expect(await screen.findByText('Thank you for the new photograph!')).toBeTruthy();
    expect(posted).toEqual([
      {
        id: 'f00d',
        title: 'Half Dome sunrise',
        description: '',
        imgType: 0,
        exif: { Make: 'FUJIFILM', Model: 'X-T5', Exposure: 0.004, ISO: 160 },
        newSpot: { lat: 37.728, long: -119.573, title: 'Glacier Point', tags: [] },
      },
    ]);
  });

  it('asks for a position, then publishes a test shot at a spot clicked on the map', async () => {
    exifRead.value = { exif: null, gps: null };
    renderPage();
    choose('dusk.png');
    FakeXhr.sent[0]?.respond(200, {
      imageID: 'beef',
      width: 800,
      height: 600,
      exif: null,
      lat: null,
      long: null,
      pano: false,
    });
    submit();
    expect(
      screen.getByText('Please select position in the map, where the photograph was taken.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Click Tunnel View' }));
    expect(screen.getByLabelText('Chosen spot').textContent).toBe('Tunnel View');
    fireEvent.click(screen.getByRole('button', { name: 'Test shot' }));
    submit();
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/l/Tunnel_View/12'));
    expect(posted).toEqual([
      { id: 'beef', title: 'dusk', description: '', imgType: 1, idSpot: 12 },
    ]);
  });

  it('shows the upload error dialog when the answer has no imageID', async () => {
    renderPage();
    choose('night.jpg');
    FakeXhr.sent[0]?.respond(200, { ok: true });
    const dialog = await screen.findByRole('dialog', { name: 'Upload error' });
    expect(
      within(dialog).getByText(
        "There was an issue with image upload. Don't you have a traffic blocker installed?",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/without an imageID: \{"ok":true\}/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Choose a photograph' })).toBeTruthy();
  });

  it('links an image from a web page: small and broken images dropped, the one left selected', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Link from Web' }));
    submit();
    expect(
      screen.getByText('Please select a photograph from the list of available photographs.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Page URL' }), {
      target: { value: 'https://photos.example.com/p/42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find images' }));
    const list = await screen.findByRole('listbox', { name: 'Available photographs' });
    const load = (src: string, widthPx: number, heightPx: number) => {
      const img = list.querySelector<HTMLImageElement>(`img[src="${src}"]`)!;
      Object.defineProperty(img, 'naturalWidth', { value: widthPx });
      Object.defineProperty(img, 'naturalHeight', { value: heightPx });
      fireEvent.load(img);
    };
    load('https://photos.example.com/logo.png', 180, 60);
    load('https://photos.example.com/42.jpg', 1600, 1067);
    fireEvent.error(list.querySelector('img[src="https://photos.example.com/gone.jpg"]')!);

    const option = await screen.findByRole('option', { name: 'Falls', selected: true });
    expect(within(list).getAllByRole('option')).toEqual([option]);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Title/ }).value).toBe(
      'Mist at Yosemite Falls',
    );
    expect(screen.getByText('Ansel Example')).toBeTruthy();
    expect(screen.getByText('CC BY 4.0')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Click Tunnel View' }));
    submit();
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/l/Tunnel_View/12'));
    expect(posted).toEqual([
      {
        title: 'Mist at Yosemite Falls',
        description: '',
        imgType: 0,
        idSpot: 12,
        linkImgURL: 'https://photos.example.com/42.jpg',
        linkURL: 'https://photos.example.com/p/42',
        author: 'Ansel Example',
        authorUrl: 'https://photos.example.com/ansel',
        license: 'CC BY 4.0',
      },
    ]);
  });
});

import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { PrivacyPage, TermsPage } from '../features/legal/legal-page';
import { InfoPage } from '../features/placeholder/info-page';
import { NotFound } from '../features/placeholder/not-available-yet';
import {
  GuidePage,
  IndexHtmlRedirect,
  NewPhotoPage,
  PhotoLocationPage,
  PhotoPage,
  ProfilePage,
  RegionPage,
  RenderNothing,
  SearchPage,
  SpotListPage,
  SpotShortLink,
  TagPage,
  UserPage,
} from '../features/placeholder/placeholder-pages';
import { RouteErrorPage } from './route-error-page';
import { RootLayout, type RouteHandle } from './root-layout';

// The map pages carry MapLibre, so they load on demand and stay out of the home page's JS.
const MapPage = lazy(() => import('../features/map/map-page').then((m) => ({ default: m.MapPage })));
const SpotPage = lazy(() =>
  import('../features/spot/spot-page').then((m) => ({ default: m.SpotPage })),
);

const fullHeight: RouteHandle = { fullHeight: true };

/**
 * Every route of both spec documents (spec 1 §2, spec 2 §2). The id of each route names
 * it for tests; /login and /unsubscribe show the home page under their dialog.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { id: 'home', path: '/', element: <HomePage /> },
      { id: 'index-html', path: '/index.html', element: <IndexHtmlRedirect /> },
      { id: 'map', path: '/map', element: <MapPage />, handle: fullHeight },
      { id: 'spot-short', path: '/i/:id', element: <SpotShortLink /> },
      { id: 'spot', path: '/l/:title/:id', element: <SpotPage />, handle: fullHeight },
      { id: 'region', path: '/r/:lat/:long/:dLat/:dLong', element: <RegionPage /> },
      { id: 'search', path: '/search/:text', element: <SearchPage /> },
      { id: 'new-photo', path: '/newPhoto', element: <NewPhotoPage /> },
      { id: 'login', path: '/login', element: <HomePage /> },
      { id: 'unsubscribe', path: '/unsubscribe', element: <HomePage /> },
      { id: 'photo', path: '/photo', element: <PhotoPage /> },
      { id: 'photo-id', path: '/photo/:photoId', element: <PhotoPage /> },
      { id: 'explore', path: '/explore/:tab?', element: <InfoPage sectionId="explore" /> },
      { id: 'about', path: '/about/:tab?', element: <InfoPage sectionId="about" /> },
      { id: 'profile', path: '/by/:username/:tab?', element: <ProfilePage /> },
      {
        id: 'gallery',
        path: '/by/:username/gallery/:spotlist/:tab?',
        element: <SpotListPage />,
      },
      {
        id: 'spotlist',
        path: '/by/:username/spotlist/:spotlist/:tab?',
        element: <SpotListPage />,
      },
      { id: 'user', path: '/user/:idUser/:tab?', element: <UserPage /> },
      { id: 'tag', path: '/tag/:tag', element: <TagPage /> },
      {
        id: 'photo-location',
        path: '/photo_location/:tag1/:tag2?/:tag3?/:tag4?',
        element: <PhotoLocationPage />,
      },
      { id: 'guide', path: '/guide/:guide?', element: <GuidePage /> },
      { id: 'import', path: '/import', element: <RenderNothing /> },
      { id: 'imports', path: '/imports', element: <RenderNothing /> },
      { id: 'legal-tos', path: '/legal/tos.html', element: <TermsPage /> },
      { id: 'legal-privacy', path: '/legal/privacy.html', element: <PrivacyPage /> },
      { id: 'info', path: '/:page/:tab', element: <InfoPage /> },
      { id: 'not-found', path: '*', element: <NotFound /> },
    ],
  },
];

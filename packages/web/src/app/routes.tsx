import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home';
import { lazyNamed } from '../lib/lazy-named';
import { RootLayout, type RouteHandle } from './root-layout';

// Only the home page ships in the first JS: the map pages carry MapLibre, and the other
// pages load on demand so a first visit to / stays small.
// The map page is the map, drawn in the browser: the server sends it as the page shell.
const MapPage = lazyNamed(() => import('../features/map/map-page'), 'MapPage', {
  drawnInBrowserOnly: true,
});
const SpotPage = lazyNamed(() => import('../features/spot/spot-page'), 'SpotPage');
const RegionPage = lazyNamed(() => import('../features/region/region-page'), 'RegionPage');
const SearchPage = lazyNamed(() => import('../features/search/search-page'), 'SearchPage');
// Members upload in the browser: the page is a form around a map.
const NewPhotoPage = lazyNamed(
  () => import('../features/new-photo/new-photo-page'),
  'NewPhotoPage',
  { drawnInBrowserOnly: true },
);
const Redirect = lazyNamed(() => import('../features/site-pages/redirect-pages'), 'RedirectRoute');
const loadTag = () => import('../features/tag/tag-page');
const TagRoute = lazyNamed(loadTag, 'TagRoute');
const PhotoLocationRoute = lazyNamed(loadTag, 'PhotoLocationRoute');
const GalleryRoute = lazyNamed(() => import('../features/gallery/gallery-page'), 'GalleryRoute');
const GuideRoute = lazyNamed(() => import('../features/guide/guide-page'), 'GuideRoute');
const loadProfile = () => import('../features/profile/profile-page');
const ProfileByUsername = lazyNamed(loadProfile, 'ProfileByUsername');
const ProfileById = lazyNamed(loadProfile, 'ProfileById');
const PhotoRoute = lazyNamed(
  () => import('../features/photo/photo-lightbox-hosts'),
  'PhotoLightboxRoute',
);
const ImportReturn = lazyNamed(() => import('../features/import/import-return'), 'ImportReturn');
const ReviewPage = lazyNamed(() => import('../features/community/review-page'), 'ReviewPage');
const loadModeration = () => import('../features/moderation/moderation-pages');
const ModerationPage = lazyNamed(loadModeration, 'ModerationPage');
const AuditLogPage = lazyNamed(loadModeration, 'AuditLogPage');
const BadgesPage = lazyNamed(() => import('../features/community/badges-page'), 'BadgesPage');
const NotificationsPage = lazyNamed(
  () => import('../features/notifications/notifications-page'),
  'NotificationsPage',
);
const OfflinePacksPage = lazyNamed(
  () => import('../features/offline/offline-packs-page'),
  'OfflinePacksPage',
);
const NotFound = lazyNamed(() => import('../features/site-pages/not-found-page'), 'NotFound');
const InfoPage = lazyNamed(() => import('../features/site-pages/info-page'), 'InfoPage');
// Rarely needed, so it loads only when a page fails.
const RouteErrorPage = lazyNamed(() => import('./route-error-page'), 'RouteErrorPage');
const loadLegal = () => import('../features/legal/legal-page');
const TermsPage = lazyNamed(loadLegal, 'TermsPage');
const PrivacyPage = lazyNamed(loadLegal, 'PrivacyPage');

const fullHeight: RouteHandle = { fullHeight: true };

/**
 * Every route of the site. The id of each route names
 * it for tests; /login and /unsubscribe show the home page under their dialog.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: (
      <Suspense fallback={null}>
        <RouteErrorPage />
      </Suspense>
    ),
    children: [
      { id: 'home', path: '/', element: <HomePage /> },
      { id: 'index-html', path: '/index.html', element: <Redirect page="indexHtml" /> },
      { id: 'map', path: '/map', element: <MapPage />, handle: fullHeight },
      { id: 'spot-short', path: '/i/:id', element: <Redirect page="spotShortLink" /> },
      { id: 'spot', path: '/l/:title/:id', element: <SpotPage />, handle: fullHeight },
      {
        id: 'region',
        path: '/r/:lat/:long/:dLat/:dLong',
        element: <RegionPage />,
        handle: fullHeight,
      },
      { id: 'search', path: '/search/:text', element: <SearchPage /> },
      { id: 'new-photo', path: '/newPhoto', element: <NewPhotoPage />, handle: fullHeight },
      { id: 'login', path: '/login', element: <HomePage /> },
      { id: 'unsubscribe', path: '/unsubscribe', element: <HomePage /> },
      { id: 'photo', path: '/photo', element: <PhotoRoute /> },
      { id: 'photo-id', path: '/photo/:photoId', element: <PhotoRoute /> },
      { id: 'explore', path: '/explore/:tab?', element: <InfoPage sectionId="explore" /> },
      { id: 'about', path: '/about/:tab?', element: <InfoPage sectionId="about" /> },
      { id: 'profile', path: '/by/:username/:tab?', element: <ProfileByUsername /> },
      {
        id: 'gallery',
        path: '/by/:username/gallery/:spotlist/:tab?',
        element: <GalleryRoute />,
      },
      {
        id: 'spotlist',
        path: '/by/:username/spotlist/:spotlist/:tab?',
        element: <GalleryRoute />,
      },
      { id: 'user', path: '/user/:idUser/:tab?', element: <ProfileById /> },
      {
        id: 'user-gallery',
        path: '/user/:idUser/gallery/:spotlist/:tab?',
        element: <GalleryRoute />,
      },
      { id: 'tag', path: '/tag/:tag', element: <TagRoute /> },
      {
        id: 'photo-location',
        path: '/photo_location/:tag1/:tag2?/:tag3?/:tag4?',
        element: <PhotoLocationRoute />,
      },
      { id: 'guide', path: '/guide/:guide?', element: <GuideRoute /> },
      { id: 'import', path: '/import', element: <ImportReturn /> },
      { id: 'imports', path: '/imports', element: <ImportReturn /> },
      { id: 'review', path: '/review', element: <ReviewPage /> },
      { id: 'moderation', path: '/moderation', element: <ModerationPage /> },
      { id: 'moderation-log', path: '/moderation/log', element: <AuditLogPage /> },
      { id: 'badges', path: '/badges', element: <BadgesPage /> },
      { id: 'notifications', path: '/notifications', element: <NotificationsPage /> },
      { id: 'offline', path: '/offline', element: <OfflinePacksPage /> },
      { id: 'legal-tos', path: '/legal/tos.html', element: <TermsPage /> },
      { id: 'legal-privacy', path: '/legal/privacy.html', element: <PrivacyPage /> },
      { id: 'info', path: '/:page/:tab', element: <InfoPage /> },
      { id: 'not-found', path: '*', element: <NotFound /> },
    ],
  },
];

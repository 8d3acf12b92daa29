import { SHARE_TARGET_FIELD, SHARE_TARGET_PATH } from '../shared/src/domain/constants';
import type { ManifestOptions } from 'vite-plugin-pwa';

/** What an installed app shows while it starts: its icon on this colour. */
export const LAUNCH_BACKGROUND = '#f7f5f0';

/** The web app manifest: what a phone or desktop shows when Vantage is installed. */
export const appManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Vantage: photography spots',
  short_name: 'Vantage',
  description:
    'A community atlas of photography spots: photos, sun and moon times, weather and the map.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0b5d5e',
  background_color: LAUNCH_BACKGROUND,
  categories: ['photo', 'travel'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  share_target: {
    action: SHARE_TARGET_PATH,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      files: [{ name: SHARE_TARGET_FIELD, accept: ['image/*'] }],
    },
  },
};

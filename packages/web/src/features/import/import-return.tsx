import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../../components/snackbar';
import { usePageTitle } from '../../core/page-title';
import { ApiError } from '../../api/client';
import { useEffectOnce } from '../../lib/use-effect-once';
import { FLICKR_IMAGES_KEY, FLICKR_NEXT_KEY, finishFlickrConnection } from './flickr-import-api';

/** Where the member goes on with the import once Flickr has sent them back. */
export const IMPORT_PAGE = '/newPhoto';
/** Location state that opens the import on the new-photo page. */
export const OPEN_IMPORT_STATE = { flickrImport: true } as const;

/**
 * `/import` and `/imports`: the return routes of the Flickr connection. They render nothing;
 * with Flickr's token and verifier in the address they finish the connection, then hand over
 * to the import on the new-photo page (the address without the token, so it is not kept).
 */
export function ImportReturn() {
  usePageTitle(null);
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();

  useEffectOnce(() => {
    const params = new URLSearchParams(search);
    const token = params.get('oauth_token');
    const verifier = params.get('oauth_verifier');
    if (!token || !verifier) return;
    finishFlickrConnection({ oauth_token: token, oauth_verifier: verifier })
      .then(async ({ username }) => {
        await queryClient.invalidateQueries({ queryKey: FLICKR_IMAGES_KEY });
        await queryClient.invalidateQueries({ queryKey: FLICKR_NEXT_KEY });
        snackbar.show(`Your Flickr account ${username} is connected.`, { durationMs: 5000 });
      })
      .catch((error: unknown) => {
        const message =
          error instanceof ApiError && error.body ? error.body.error.message : String(error);
        snackbar.show(`Flickr could not be connected: ${message}`);
      })
      .finally(() => {
        void navigate(IMPORT_PAGE, { replace: true, state: OPEN_IMPORT_STATE });
      });
  });

  return null;
}

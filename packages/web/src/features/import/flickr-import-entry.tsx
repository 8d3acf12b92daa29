import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import { useCurrentUser } from '../../core/current-user';
import { useFlickrNext } from './flickr-import-api';

const FlickrImportDialog = lazy(() =>
  import('./flickr-import-dialog').then((module) => ({ default: module.FlickrImportDialog })),
);

/**
 * "Import from Flickr" on the new-photo page, for members on a site with a Flickr key
 * (hidden otherwise); opens by itself when the member comes back from connecting Flickr.
 */
export function FlickrImportEntry() {
  const user = useCurrentUser();
  const state: unknown = useLocation().state;
  const returned =
    typeof state === 'object' && state !== null && 'flickrImport' in state && !!state.flickrImport;
  const next = useFlickrNext(!!user);
  const [open, setOpen] = useState(returned);
  if (!user || !next.data?.available) return null;
  const waiting = next.data.remaining;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {waiting > 0 ? `Import from Flickr (${waiting})` : 'Import from Flickr'}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <FlickrImportDialog open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Photo } from '@vantage/shared';
import { hasEarlierInAppEntry, useBackOrClose, useSoftNavigate } from '../../core/navigation';
import { PhotoLightbox } from './photo-lightbox';
import { withPhotoFlag } from '../../core/photo-link';
import { parsePhotoId, photoPath, spotPageOf } from './photo-rules';

const PHOTO_ROUTE = /^\/photo(\/|$)/;

/**
 * The lightbox over any page, opened by the photo query flag. Closing returns to
 * the page underneath (the spot page when opened from it): back when the flag was pushed,
 * otherwise by removing the flag. Stepping to another photo replaces the flag, so one back
 * still leaves the lightbox.
 */
export function PhotoLightboxOverlay() {
  const location = useLocation();
  const close = useBackOrClose('photo');
  const softNavigate = useSoftNavigate();
  const raw = new URLSearchParams(location.search).get('photo');
  const onStep = useCallback(
    (photoId: number) =>
      softNavigate({
        pathname: location.pathname,
        search: withPhotoFlag(location.search, photoId),
      }),
    [softNavigate, location.pathname, location.search],
  );
  // The /photo routes show the lightbox themselves.
  if (raw === null || PHOTO_ROUTE.test(location.pathname)) return null;
  return <PhotoLightbox photoId={parsePhotoId(raw)} onClose={close} onStep={onStep} />;
}

/**
 * The /photo/{id} page (and /photo with the photo flag): the lightbox on its own. Closing goes
 * to the photo's spot page; a photo without a spot goes back, or home on a first visit.
 */
export function PhotoLightboxRoute() {
  const params = useParams<{ photoId?: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.photoId ?? new URLSearchParams(location.search).get('photo');

  const onClose = useCallback(
    (photo: Photo | undefined) => {
      const spotPage = photo ? spotPageOf(photo) : null;
      if (spotPage) void navigate(spotPage, { replace: true });
      else if (hasEarlierInAppEntry(window.history.state)) void navigate(-1);
      else void navigate('/', { replace: true });
    },
    [navigate],
  );
  const onStep = useCallback(
    (photoId: number) => void navigate(photoPath(photoId), { replace: true }),
    [navigate],
  );
  return <PhotoLightbox photoId={parsePhotoId(raw)} onClose={onClose} onStep={onStep} />;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { COORDINATES_ZOOM, latLngOf, rowIdFromDigits } from '@vantage/shared';
import { useDraft } from '../../core/use-draft';
import { type MapPosition } from '../../core/map-url';
import { useSpot } from '../../core/spot-query';
import { takeSharedPhotos, useSharedPhotosWaiting } from '../../core/shared-photos';
import { latLngOrNull } from '../../lib/lat-lng';
import type { PinPosition } from '../new-spot';
import { titleFromFileName } from './photo-exif';
import { uploadErrorText } from './photo-upload';
import type { PhotoTitle } from './use-new-photo-form';
import { useLinkImages, type LinkImages } from './use-link-images';
import { usePhotoUpload, type PhotoUploadHandle } from './use-photo-upload';
import { useSharedPhotos } from './use-shared-photos';
import { useSpotChoice, type SpotChoice } from './use-spot-choice';

/** The spot id of `?l=`, or null when missing or not a positive whole number. */
function preselectedSpotId(value: string | null): number | null {
  return value === null ? null : rowIdFromDigits(value);
}

/** Places the pin at the photograph's GPS once per file, unless a place was chosen by hand. */
function useGpsPin(
  upload: PhotoUploadHandle,
  choice: SpotChoice,
  centre: (position: PinPosition) => void,
) {
  const applied = useRef<{ file: File; pin: PinPosition } | null>(null);
  const answer = upload.answer;
  const gps = upload.read?.gps ?? (answer ? latLngOrNull(answer) : null);
  const gpsLat = gps?.lat;
  const gpsLng = gps?.lng;
  const { file } = upload;
  const { mode, pin, placePin } = choice;
  useEffect(() => {
    if (gpsLat === undefined || gpsLng === undefined || !file) return;
    if (applied.current?.file === file) return;
    // A pin placed by the previous file's GPS follows the new file; a hand-placed one stays.
    const free = mode === null || (mode === 'new' && pin === applied.current?.pin);
    const position = { lat: gpsLat, lng: gpsLng };
    applied.current = { file, pin: position };
    if (!free) return;
    placePin(position);
    centre(position);
  }, [gpsLat, gpsLng, file, mode, pin, placePin, centre]);
}

/** `?l={spotId}` starts with that spot chosen, once its data arrives, unless a place is chosen. */
function usePreselectedSpot(
  spotId: number | null,
  choice: SpotChoice,
  centre: (position: PinPosition) => void,
) {
  const preselected = useSpot(spotId);
  const preselectedFor = useRef<number | null>(null);
  const spot = preselected.data;
  const { mode, chooseSpot } = choice;
  useEffect(() => {
    if (!spot || preselectedFor.current === spot.id) return;
    preselectedFor.current = spot.id;
    if (mode === null) {
      chooseSpot(spot, 'existing');
      centre(latLngOf(spot));
    }
  }, [spot, mode, chooseSpot, centre]);
}

/** Photos shared from another app (the Android app's share intent) load as the chosen file. */
function useSharedIntent(choose: (file: File) => void) {
  const sharedWaiting = useSharedPhotosWaiting();
  useEffect(() => {
    const [first] = takeSharedPhotos();
    if (first) choose(first);
  }, [sharedWaiting, choose]);
}

/**
 * The photo's title: a typed one is kept as a draft (null: none typed) until published or
 * discarded; until then it follows the chosen file or image.
 */
function usePhotoTitle(file: File | null, link: LinkImages): PhotoTitle {
  const titleDraft = useDraft<string | null>({ editor: 'new-photo-title', object: 'new' }, null);
  const [autoTitle, setTitle] = useState('');
  const touched = titleDraft.value !== null;

  const titledFile = useRef<File | null>(null);
  useEffect(() => {
    if (file === titledFile.current) return;
    titledFile.current = file;
    if (file && !touched) setTitle(titleFromFileName(file.name));
  }, [file, touched]);

  const selectedImage = link.offered.find((image) => image.url === link.selected);
  const imageTitle = selectedImage ? (link.found?.title ?? selectedImage.alt ?? '') : null;
  const titledImage = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (selectedImage?.url === titledImage.current) return;
    titledImage.current = selectedImage?.url;
    if (imageTitle !== null && !touched) setTitle(imageTitle);
  }, [selectedImage?.url, imageTitle, touched]);

  return {
    title: titleDraft.value ?? autoTitle,
    setTitle: titleDraft.setValue,
    touched,
    restored: titleDraft.restored,
    discard: titleDraft.discard,
    saved: titleDraft.saved,
  };
}

/** The new-photo page's state: the upload, the link, the spot, the title and the map's aim. */
export function useNewPhotoWorkspace() {
  const [params] = useSearchParams();
  const upload = usePhotoUpload();
  const shared = useSharedPhotos(upload, params.get('shared') === 'unavailable');
  const link = useLinkImages();
  const choice = useSpotChoice();
  const photoTitle = usePhotoTitle(upload.file, link);
  const [goTo, setGoTo] = useState<MapPosition | null>(null);
  const centre = useCallback(
    (position: PinPosition) => setGoTo({ ...position, zoom: COORDINATES_ZOOM }),
    [],
  );
  useGpsPin(upload, choice, centre);
  useSharedIntent(upload.choose);
  usePreselectedSpot(preselectedSpotId(params.get('l')), choice, centre);

  const [uploadError, setUploadError] = useState<string | null>(null);
  useEffect(() => {
    if (upload.status === 'failed') setUploadError(uploadErrorText(upload.error));
  }, [upload.status, upload.error]);

  return {
    upload,
    shared,
    link,
    choice,
    photoTitle,
    goTo,
    uploadError,
    closeUploadError: () => {
      setUploadError(null);
      upload.reset();
    },
  };
}

import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddAPhotoOutlined';
import { useOpenLogin } from '../../core/account-flags';
import { useCurrentUser } from '../../core/current-user';
import { useDraft } from '../../core/use-draft';
import { usePageTitle } from '../../core/page-title';
import { loginRequiredText } from '../../core/login-required';
import { useIsMobile } from '../../lib/use-is-mobile';
import { type MapPosition } from '../../core/map-url';
import type { PinPosition } from '../new-spot';
import { NewPhotoForm } from './new-photo-form';
import { NewPhotoMap } from './new-photo-map';
import { titleFromFileName } from './photo-exif';
import { uploadErrorText } from './photo-upload';
import { UploadErrorDialog } from './upload-error-dialog';
import { useLinkImages } from './use-link-images';
import { usePhotoUpload } from './use-photo-upload';
import { useSpotChoice } from './use-spot-choice';
import { SharedPhotosPanel } from './shared-photos-panel';
import { useSharedPhotos } from './use-shared-photos';
import { useSpot } from '../../core/spot-query';
import { takeSharedPhotos, useSharedPhotosWaiting } from '../../core/shared-photos';
import { latLngOrNull } from '../../lib/lat-lng';
import { COORDINATES_ZOOM, latLngOf } from '@vantage/shared';
import { MAP_BACKGROUND, SidebarMapLayout } from '../../components/sidebar-map-layout';

/** The spot id of `?l=`, or null when missing or not a positive whole number. */
export function preselectedSpotId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2 ** 31 - 1 ? id : null;
}

/** Visitors are asked to sign in instead of seeing the form. */
function LoginFirst() {
  const openLogin = useOpenLogin();
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 420, textAlign: 'center' }}>
        <AddPhotoIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography variant="h6" component="h1" sx={{ mt: 1 }}>
          New photo
        </Typography>
        <Typography variant="body1" sx={{ mt: 1, mb: 2 }}>
          {loginRequiredText('participate')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          <Button onClick={() => openLogin('signin')}>Login</Button>
          <Button variant="contained" onClick={() => openLogin('signup')}>
            Sign up
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

/** Places the pin at the photograph's GPS once per file, unless a place was chosen by hand. */
function useGpsPin(
  upload: ReturnType<typeof usePhotoUpload>,
  choice: ReturnType<typeof useSpotChoice>,
  centre: (position: PinPosition) => void,
) {
  const applied = useRef<{ file: File; pin: PinPosition } | null>(null);
  const answer = upload.answer;
  const gps = upload.read?.gps ?? (answer ? latLngOrNull(answer) : null);
  const { file } = upload;
  const { mode, pin, placePin } = choice;
  useEffect(() => {
    if (!gps || !file || applied.current?.file === file) return;
    // A pin placed by the previous file's GPS follows the new file; a hand-placed one stays.
    const free = mode === null || (mode === 'new' && pin === applied.current?.pin);
    applied.current = { file, pin: gps };
    if (!free) return;
    placePin(gps);
    centre(gps);
  }, [gps?.lat, gps?.lng, file]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** The new-photo page `/newPhoto`: the form beside a map in new-photo mode. */
export function NewPhotoPage() {
  usePageTitle('New photo');
  const user = useCurrentUser();
  if (!user) return <LoginFirst />;
  return <NewPhotoWorkspace />;
}

export default NewPhotoPage;

function NewPhotoWorkspace() {
  const mobile = useIsMobile();
  const [params] = useSearchParams();
  const spotId = preselectedSpotId(params.get('l'));
  const upload = usePhotoUpload();
  const shared = useSharedPhotos(upload, params.get('shared') === 'unavailable');
  const link = useLinkImages();
  const choice = useSpotChoice();
  // A typed title is kept as a draft (null: none typed) until published or discarded.
  const titleDraft = useDraft<string | null>({ editor: 'new-photo-title', object: 'new' }, null);
  const [autoTitle, setTitle] = useState('');
  const touched = titleDraft.value !== null;
  const title = titleDraft.value ?? autoTitle;
  const [goTo, setGoTo] = useState<MapPosition | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const centre = (position: PinPosition) => setGoTo({ ...position, zoom: COORDINATES_ZOOM });

  useGpsPin(upload, choice, centre);

  // Photos shared from another app (the Android app's share intent) load as the chosen file.
  const sharedWaiting = useSharedPhotosWaiting();
  useEffect(() => {
    const [first] = takeSharedPhotos();
    if (first) upload.choose(first);
  }, [sharedWaiting]); // eslint-disable-line react-hooks/exhaustive-deps

  // `?l={spotId}` starts with that spot chosen.
  const preselected = useSpot(spotId);
  const preselectedFor = useRef<number | null>(null);
  useEffect(() => {
    const spot = preselected.data;
    if (!spot || preselectedFor.current === spot.id) return;
    preselectedFor.current = spot.id;
    if (choice.mode === null) {
      choice.chooseSpot(spot, 'existing');
      centre(latLngOf(spot));
    }
  }, [preselected.data]); // eslint-disable-line react-hooks/exhaustive-deps

  // The title follows the chosen file or image until the user types one.
  useEffect(() => {
    if (upload.file && !touched) setTitle(titleFromFileName(upload.file.name));
  }, [upload.file]); // eslint-disable-line react-hooks/exhaustive-deps
  const selectedImage = link.offered.find((image) => image.url === link.selected);
  useEffect(() => {
    if (selectedImage && !touched) setTitle(link.found?.title ?? selectedImage.alt ?? '');
  }, [selectedImage?.url]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (upload.status === 'failed') setUploadError(uploadErrorText(upload.error));
  }, [upload.status, upload.error]);

  const map = <NewPhotoMap choice={choice} goTo={goTo} />;
  const form = (
    <NewPhotoForm
      upload={upload}
      link={link}
      choice={choice}
      photoTitle={{
        title,
        setTitle: titleDraft.setValue,
        touched,
        restored: titleDraft.restored,
        discard: titleDraft.discard,
        saved: titleDraft.saved,
      }}
      onPublished={shared.published}
      sharedSlot={<SharedPhotosPanel shared={shared} onChoose={upload.choose} />}
      // On a phone the map sits in the form's location section, where it is asked for.
      mapSlot={
        mobile ? (
          <Box
            component="section"
            aria-label="Map of the photo's location"
            sx={{
              height: '55vh',
              minHeight: 280,
              mx: -2,
              position: 'relative',
              bgcolor: MAP_BACKGROUND,
            }}
          >
            {map}
          </Box>
        ) : undefined
      }
    />
  );
  const dialog = (
    <UploadErrorDialog
      error={uploadError}
      onClose={() => {
        setUploadError(null);
        upload.reset();
      }}
    />
  );

  if (mobile) {
    return (
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, pt: 2, pb: 3 }}>
        {form}
        {dialog}
      </Box>
    );
  }
  return (
    <>
      <SidebarMapLayout
        sidebar={form}
        sidebarLabel="New photo form"
        map={map}
        mapLabel="Map of the photo's location"
      />
      {dialog}
    </>
  );
}

import { Suspense, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import CollectionsIcon from '@mui/icons-material/CollectionsOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/EditOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import {
  canEditGallery,
  galleryOwner,
  galleryPath,
  GALLERY_DESCRIPTION_MAX,
  GALLERY_EXPORT_FORMATS,
  GALLERY_TITLE_MAX,
  type SpotList,
} from '@vantage/shared';
import { apiErrorText, isNotFoundError } from '../../api/client';
import { MissingOrFailedCard } from '../../components/status-card';
import { PHOTO_GRID_SX, PhotoTile } from '../../components/photo-tile';
import { DraftNote } from '../../components/draft-note';
import { SafeMarkdown } from '../../components/safe-markdown';
import { useSnackbar } from '../../components/snackbar';
import { SPOT_GRID_SX, SpotCard } from '../../components/spot-card';
import { UserAvatar } from '../../components/user-avatar';
import { profilePath, useCurrentUser } from '../../core/current-user';
import { usePageTitle } from '../../core/page-title';
import { ShareMenu, shareMessage } from '../../components/share-menu';
import { useDraft, useHasDraft } from '../../core/use-draft';
import { checkParams, routeParamSchemas, SPOT_LIST_TABS } from '../../core/route-params';
import { lazyNamed } from '../../lib/lazy-named';
import { InvalidAddress } from '../placeholder';
import {
  galleryDownloadUrl,
  galleryQuery,
  removePhotoFromGallery,
  removeSpotFromGallery,
  updateGallery,
} from './gallery-api';
import {
  galleryPackKey,
  galleryPackPlan,
  OfflinePage,
  SaveOfflineButton,
  useUnreachableOffline,
} from '../offline';

const GalleryMap = lazyNamed(() => import('./gallery-map'), 'GalleryMap');

type GalleryTab = (typeof SPOT_LIST_TABS)[number];

/**
 * `/by/{username}/gallery/{spotlist}/{tab?}` (and its `spotlist` alias), or
 * `/user/{id}/gallery/{spotlist}/{tab?}` while the owner has no username.
 */
export function GalleryRoute() {
  const params = useParams();
  const checked =
    params.idUser === undefined
      ? checkParams(routeParamSchemas.spotList, params)
      : checkParams(routeParamSchemas.userSpotList, params);
  if (!checked.ok) return <InvalidAddress feature="Gallery" message={checked.message} />;
  const { spotlist, tab } = checked.data;
  const ownerId = 'idUser' in checked.data ? checked.data.idUser : null;
  const owner = 'username' in checked.data ? checked.data.username : String(ownerId);
  return <GalleryView owner={owner} ownerId={ownerId} urlTitle={spotlist} tab={tab} />;
}

function GalleryView({
  owner,
  ownerId,
  urlTitle,
  tab,
}: {
  /** The owner as the gallery calls name them: a username, or an id. */
  owner: string;
  /** The owner's id when the address names them by it. */
  ownerId: number | null;
  urlTitle: string;
  tab: GalleryTab | undefined;
}) {
  const query = useQuery(galleryQuery(owner, urlTitle));
  const { search } = useLocation();
  const offline = useUnreachableOffline(query) && !query.data;
  usePageTitle(query.data?.title ?? 'Gallery');
  if (offline) return <OfflinePage what="gallery" />;
  if (query.isPending) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Skeleton width="40%" height={48} />
        <Skeleton variant="rounded" sx={{ height: 320, mt: 2 }} />
      </Container>
    );
  }
  if (query.isError) {
    return <GalleryMissing reason={isNotFoundError(query.error) ? null : query.error.message} />;
  }
  const list = query.data;
  // A username of digits is looked up before the id it spells: that is another member's.
  if (ownerId !== null && list.ownerId !== ownerId) return <GalleryMissing reason={null} />;
  // Another address of the gallery (an old link) gives way to its own.
  const ownAddress = ownerId !== null ? list.username === null : list.username === owner;
  if (!ownAddress) return <Navigate replace to={galleryPath(list, tab) + search} />;
  const shownTab: GalleryTab = tab ?? (list.photos.length > 0 ? 'photos' : 'spots');
  return <GalleryContent list={list} tab={shownTab} />;
}

/** A gallery that is not there (`reason` null), or could not be loaded for `reason`. */
function GalleryMissing({ reason }: { reason: string | null }) {
  return (
    <MissingOrFailedCard
      icon={<CollectionsIcon sx={{ fontSize: 40 }} color="action" />}
      what="gallery"
      missing={reason === null}
      missingText="This gallery does not exist, or its owner keeps it private."
      failedText={`${reason}. Please try again.`}
    />
  );
}

function GalleryContent({ list, tab }: { list: SpotList; tab: GalleryTab }) {
  const user = useCurrentUser();
  const isOwner = canEditGallery(user, { ownerId: list.owner.id, isPublic: list.isPublic });
  const [editing, setEditing] = useState(false);
  // A gallery left with unsaved changes opens in its editor again, the draft restored.
  const kept = useHasDraft({ editor: 'gallery', object: list.id });
  const path = (next?: GalleryTab) => galleryPath(list, next);
  const snackbar = useSnackbar();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
      {isOwner && (editing || kept) ? (
        <GalleryEditForm list={list} onClose={() => setEditing(false)} />
      ) : (
        <Box component="header">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
              {list.title}
            </Typography>
            {!list.isPublic && <LockIcon color="action" aria-label="Private gallery" />}
          </Stack>
          <Link
            component={RouterLink}
            to={profilePath(list.owner)}
            underline="hover"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              mt: 1,
              color: 'text.primary',
            }}
          >
            <UserAvatar user={list.owner} size={28} />
            {list.owner.displayName}
          </Link>
          {list.description && (
            <SafeMarkdown text={list.description} sx={{ mt: 1.5, maxWidth: 820 }} />
          )}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
            {list.isPublic && list.spotCount > 0 && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<MapOutlinedIcon />}
                component={RouterLink}
                to={`/map?fsl=${encodeURIComponent(list.urlTitle)}&fsu=${encodeURIComponent(galleryOwner(list))}&map`}
              >
                Show on the map
              </Button>
            )}
            {list.isPublic && (
              <ShareMenu
                title={list.title}
                links={[{ label: 'Copy link', path: galleryPath(list) }]}
                onDone={(outcome) => {
                  const message = shareMessage(outcome);
                  if (message) snackbar.show(message);
                }}
              />
            )}
            {list.spotCount > 0 &&
              GALLERY_EXPORT_FORMATS.map((format) => (
                <Button
                  key={format}
                  size="small"
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  href={galleryDownloadUrl(galleryOwner(list), list.urlTitle, format)}
                  download
                >
                  {format === 'geojson' ? 'GeoJSON' : format.toUpperCase()}
                </Button>
              ))}
            {(list.spotCount > 0 || list.photos.length > 0) && (
              <SaveOfflineButton
                packKey={galleryPackKey(list)}
                plan={() => galleryPackPlan(list)}
                what="gallery"
              />
            )}
            {isOwner && (
              <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
          </Stack>
        </Box>
      )}
      <Tabs value={tab} sx={{ mt: 2.5 }} aria-label="Gallery sections">
        {SPOT_LIST_TABS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={
              entry === 'photos'
                ? `Photos (${list.photoCount})`
                : entry === 'spots'
                  ? `Spots (${list.spotCount})`
                  : 'Map'
            }
            component={RouterLink}
            to={path(entry)}
            replace
          />
        ))}
      </Tabs>
      <Box sx={{ mt: 2.5 }}>
        <GalleryTabBody list={list} tab={tab} isOwner={isOwner} />
      </Box>
    </Container>
  );
}

const REMOVE_SX = {
  position: 'absolute',
  top: 6,
  right: 6,
  bgcolor: 'rgba(0,0,0,0.55)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
} as const;

function GalleryTabBody({
  list,
  tab,
  isOwner,
}: {
  list: SpotList;
  tab: GalleryTab;
  isOwner: boolean;
}) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const key = galleryQuery(galleryOwner(list), list.urlTitle).queryKey;
  const removePhoto = useMutation({
    mutationFn: (photoId: number) => removePhotoFromGallery(list.id, photoId),
    onSuccess: (_answer, photoId) => {
      queryClient.setQueryData<SpotList>(
        key,
        (old) =>
          old && {
            ...old,
            photos: old.photos.filter((photo) => photo.id !== photoId),
            photoCount: old.photoCount - 1,
          },
      );
    },
    onError: (error) => snackbar.show(apiErrorText(error)),
  });
  const removeSpot = useMutation({
    mutationFn: (spotId: number) => removeSpotFromGallery(list.id, spotId),
    onSuccess: (_answer, spotId) => {
      queryClient.setQueryData<SpotList>(
        key,
        (old) =>
          old && {
            ...old,
            spots: old.spots.filter((spot) => spot.id !== spotId),
            spotCount: old.spotCount - 1,
          },
      );
    },
    onError: (error) => snackbar.show(apiErrorText(error)),
  });

  if (tab === 'map') {
    return (
      <Suspense fallback={<Skeleton variant="rounded" sx={{ height: 520 }} />}>
        <GalleryMap spots={list.spots} />
      </Suspense>
    );
  }
  if (tab === 'photos') {
    if (list.photos.length === 0) {
      return <Typography color="text.secondary">No photos in this gallery yet.</Typography>;
    }
    return (
      <Box sx={PHOTO_GRID_SX}>
        {list.photos.map((photo) => (
          <Box key={photo.id} sx={{ position: 'relative' }}>
            <PhotoTile photo={photo} layout={{ kind: 'square' }} />
            {isOwner && (
              <IconButton
                size="small"
                sx={REMOVE_SX}
                aria-label={`Remove ${photo.title || 'photo'} from the gallery`}
                onClick={() => removePhoto.mutate(photo.id)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
    );
  }
  if (list.spots.length === 0) {
    return <Typography color="text.secondary">No spots in this gallery yet.</Typography>;
  }
  return (
    <Box sx={SPOT_GRID_SX}>
      {list.spots.map((spot) => (
        <Box key={spot.id} sx={{ position: 'relative' }}>
          <SpotCard spot={spot} />
          {isOwner && (
            <IconButton
              size="small"
              sx={REMOVE_SX}
              aria-label={`Remove ${spot.title} from the gallery`}
              onClick={() => removeSpot.mutate(spot.id)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
    </Box>
  );
}

function GalleryEditForm({ list, onClose }: { list: SpotList; onClose: () => void }) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const draft = useDraft(
    { editor: 'gallery', object: list.id },
    { title: list.title, description: list.description, isPublic: list.isPublic },
  );
  const { title, description, isPublic } = draft.value;
  const setTitle = (next: string) => draft.setValue((current) => ({ ...current, title: next }));
  const setDescription = (next: string) =>
    draft.setValue((current) => ({ ...current, description: next }));
  const setIsPublic = (next: boolean) =>
    draft.setValue((current) => ({ ...current, isPublic: next }));
  const close = () => {
    draft.discard();
    onClose();
  };
  const [confirm, setConfirm] = useState(false);
  const [gone, setGone] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => updateGallery({ id: list.id, title: title.trim(), description, isPublic }),
    onSuccess: (answer) => {
      draft.saved();
      void queryClient.invalidateQueries({ queryKey: ['gallery'] });
      void queryClient.invalidateQueries({ queryKey: ['galleries'] });
      snackbar.show('Changes were saved.');
      onClose();
      if (answer.spotList && answer.spotList.urlTitle !== list.urlTitle) {
        void navigate(galleryPath(answer.spotList), { replace: true });
      }
    },
  });
  const remove = useMutation({
    mutationFn: () => updateGallery({ id: list.id, delete: true }),
    onSuccess: () => {
      draft.saved();
      void queryClient.invalidateQueries({ queryKey: ['galleries'] });
      snackbar.show(`The gallery ${list.title} was deleted.`);
      setGone(profilePath(list.owner, 'galleries'));
    },
  });
  if (gone) return <Navigate to={gone} replace />;

  return (
    <Box
      component="form"
      aria-label="Edit gallery"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        {draft.restored && <DraftNote onDiscard={draft.discard} />}
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: GALLERY_TITLE_MAX } }}
        />
        <TextField
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={3}
          maxRows={10}
          slotProps={{ htmlInput: { maxLength: GALLERY_DESCRIPTION_MAX } }}
        />
        <FormControlLabel
          control={
            <Switch checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
          }
          label={isPublic ? 'Public: anyone with the link sees it' : 'Private: only you see it'}
        />
        {save.isError && <Alert severity="error">{apiErrorText(save.error)}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || title.trim() === ''}
          >
            Save
          </Button>
          <Button onClick={close}>Cancel</Button>
          <Box sx={{ flex: 1 }} />
          <Button color="error" onClick={() => setConfirm(true)}>
            Delete gallery
          </Button>
        </Stack>
      </Stack>
      <Dialog open={confirm} onClose={() => setConfirm(false)}>
        <DialogTitle>Delete this gallery?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The gallery {list.title} will be deleted. Its spots and photos stay on the site.
          </DialogContentText>
          {remove.isError && <Alert severity="error">{apiErrorText(remove.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>Cancel</Button>
          <Button color="error" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

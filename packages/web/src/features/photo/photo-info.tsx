import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import MoveIcon from '@mui/icons-material/EditLocationAltOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import SunIcon from '@mui/icons-material/WbTwilightOutlined';
import { canEditPhoto, type Photo } from '@vantage/shared';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { profilePath, useCurrentUser } from '../../core/current-user';
import { useRequireLogin } from '../../core/login-required';
import { SafeMarkdown, safeHref } from '../../components/safe-markdown';
import { exifRows } from './exif-display';
import { fixPhotoSearch } from './fix-photo';
import { PendingMove } from './photo-move';
import { ownedPhoto, spotPageOf } from './photo-rules';
import { PhotoShareMenu } from './photo-share-menu';
import { AddToGalleryButton } from '../gallery';
import { VoteControl, usePhotoVote } from './photo-votes';
import { exifInstantMs, sunRelativePhrase } from './sun-relative';
import { latLngOrNull } from '../../lib/lat-lng';
import { FeaturePhotoButton } from './feature-photo-button';
import { DetailList } from '../../components/detail-list';
import { useLocaleData } from '../../lib/locale-data';

/** The sun-relative time of the photo, from its EXIF date and its spot's position. */
function useSunPhrase(photo: Photo, timeZone: string | null): string | null {
  return useMemo(() => {
    const position = latLngOrNull(photo);
    if (!position) return null;
    const shotMs = exifInstantMs(photo.exif?.Date, { lng: position.lng, timeZone });
    return shotMs === null ? null : sunRelativePhrase(shotMs, position.lat, position.lng);
  }, [photo, timeZone]);
}

function Author({ photo }: { photo: Photo }) {
  if (photo.user && !photo.author) {
    return (
      <Link component={RouterLink} to={profilePath(photo.user)}>
        {photo.user.displayName}
      </Link>
    );
  }
  const name = photo.author ?? photo.user?.displayName;
  if (!name) return null;
  // Externally sourced photos credit their author on the author's own page.
  const href = photo.authorUrl ? safeHref(photo.authorUrl) : null;
  return href ? (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}

/** The detail view of the lightbox: what the photo is, who took it, where and when, and actions. */
export function PhotoInfo({
  photo,
  titleId,
  timeZone,
  onEdit,
  onDelete,
}: {
  photo: Photo;
  titleId: string;
  timeZone: string | null;
  onEdit: () => void;
  onDelete: () => void;
}) {
  // The date taken and the light of that moment.
  useLocaleData();
  const user = useCurrentUser();
  const { vote, busy } = usePhotoVote(photo);
  const sun = useSunPhrase(photo, timeZone);
  const spotPage = spotPageOf(photo);
  const exif = exifRows(photo.exif, timeZone);

  return (
    <Stack spacing={2.25}>
      <PhotoHeading photo={photo} titleId={titleId} sun={sun} spotPage={spotPage} />

      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <VoteControl
          rating={photo.rating}
          label="photo"
          disabled={busy || photo.idSpot === null}
          onVote={vote}
        />
        <Box sx={{ flex: 1 }} />
        <AddToGalleryButton target={{ kind: 'photo', photoId: photo.id }} />
        <PhotoShareMenu photo={photo} />
      </Stack>

      <PhotoActions
        photo={photo}
        spotPage={spotPage}
        mayEdit={canEditPhoto(user, ownedPhoto(photo))}
        onEdit={onEdit}
        onDelete={onDelete}
      />

      <PendingMove photo={photo} />

      {photo.description.trim() !== '' && (
        <SafeMarkdown text={photo.description} sx={{ typography: 'body2', lineHeight: 1.6 }} />
      )}

      {exif.length > 0 && <DetailList label="EXIF" rows={exif} />}
    </Stack>
  );
}

/** The photo's title, whether it is a test shot, who took it, at which spot and in which light. */
function PhotoHeading({
  photo,
  titleId,
  sun,
  spotPage,
}: {
  photo: Photo;
  titleId: string;
  sun: string | null;
  spotPage: string | null;
}) {
  return (
    <Box>
      <Typography
        id={titleId}
        variant="h1"
        sx={{ fontSize: '1.45rem', lineHeight: 1.25, overflowWrap: 'anywhere' }}
      >
        {photo.title}
      </Typography>
      {photo.imgType === 1 && (
        <Chip label="Test shot" size="small" variant="outlined" sx={{ mt: 1 }} />
      )}
      <Stack spacing={0.5} sx={{ mt: 1, color: 'text.secondary' }}>
        {(photo.user || photo.author) && (
          <Typography variant="body2">
            by <Author photo={photo} />
          </Typography>
        )}
        {spotPage && (
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PlaceIcon fontSize="small" aria-hidden />
            <Link component={RouterLink} to={spotPage}>
              {photo.spotTitle || 'Photography spot'}
            </Link>
          </Typography>
        )}
        {sun && (
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <SunIcon fontSize="small" aria-hidden />
            {sun}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

/** The owner's edit and delete, the fix-photo flow and featuring the photo. */
function PhotoActions({
  photo,
  spotPage,
  mayEdit,
  onEdit,
  onDelete,
}: {
  photo: Photo;
  spotPage: string | null;
  mayEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {mayEdit && (
        <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
          Edit
        </Button>
      )}
      {mayEdit && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={onDelete}
        >
          Delete
        </Button>
      )}
      {spotPage && (
        <Button
          size="small"
          startIcon={<MoveIcon />}
          onClick={(event) => {
            // The spot is chosen on the large map around the photo's spot.
            if (requireLogin(event.currentTarget, 'participate')) {
              void navigate({ pathname: spotPage, search: fixPhotoSearch(photo.id) });
            }
          }}
        >
          Fix photo location
        </Button>
      )}
      <FeaturePhotoButton photoId={photo.id} />
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/EditOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { galleryOwner, galleryPath, GALLERY_EXPORT_FORMATS, type SpotList } from '@vantage/shared';
import { SafeMarkdown } from '../../components/safe-markdown';
import { ShareMenu, shareMessage } from '../../components/share-menu';
import { useSnackbar } from '../../components/snackbar';
import { UserAvatar } from '../../components/user-avatar';
import { profilePath } from '../../core/current-user';
import { galleryPackKey, galleryPackPlan, SaveOfflineButton } from '../offline';
import { useReport } from '../moderation';
import { galleryDownloadUrl } from './gallery-api';

/** The gallery's title, owner and description, then `children`: what can be done with it. */
export function GalleryHeader({ list, children }: { list: SpotList; children: ReactNode }) {
  return (
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
      {list.description && <SafeMarkdown text={list.description} sx={{ mt: 1.5, maxWidth: 820 }} />}
      {children}
    </Box>
  );
}

/** Show on the map, share (and report), download, save offline and, for its owner, edit. */
export function GalleryActions({
  list,
  isOwner,
  onEdit,
}: {
  list: SpotList;
  isOwner: boolean;
  onEdit: () => void;
}) {
  const snackbar = useSnackbar();
  const report = useReport({ kind: 'gallery', id: list.id, title: list.title }, list.ownerId);
  return (
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
        >
          {(close) => [report.item(close)]}
        </ShareMenu>
      )}
      {report.dialog}
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
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
          Edit
        </Button>
      )}
    </Stack>
  );
}

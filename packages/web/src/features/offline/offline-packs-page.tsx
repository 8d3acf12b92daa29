import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { usePageTitle } from '../../core/page-title';
import { formatBytes, totalPackBytes } from '../../lib/offline/pack-size';
import { canSavePacks, type PackMeta } from './pack-store';
import { useDeletePack, useOfflinePacks } from './use-offline-pack';

const KIND_LABELS: Record<PackMeta['kind'], string> = {
  spot: 'Spot',
  gallery: 'Gallery',
  view: 'Spots in view',
};

function savedOn(epochMs: number): string {
  return new Date(epochMs).toLocaleDateString('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

function PackRow({ pack }: { pack: PackMeta }) {
  const remove = useDeletePack();
  const missing = pack.failed > 0 ? ` · ${pack.failed} files missing` : '';
  return (
    <ListItem
      divider
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={`Delete ${pack.title}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(pack.key)}
        >
          <DeleteIcon />
        </IconButton>
      }
    >
      <ListItemText
        primary={
          <Link component={RouterLink} to={pack.path}>
            {pack.title}
          </Link>
        }
        secondary={`${KIND_LABELS[pack.kind]} · ${formatBytes(pack.bytes)} · saved ${savedOn(pack.savedAt)}${missing}`}
      />
    </ListItem>
  );
}

/** `/offline`: the spots and galleries kept in this browser, with their size and a delete button. */
export function OfflinePacksPage() {
  usePageTitle('Saved for offline');
  const packs = useOfflinePacks();
  const list = packs.data ?? [];

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: '1.8rem', fontWeight: 600, mb: 1 }}>
        Saved for offline
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Spots, galleries and the spots of a map view kept in this browser open without signal, with
        their photos, the map around them and their sun and moon times.
      </Typography>
      {!canSavePacks() ? (
        <Alert severity="info">This browser cannot keep pages for offline use.</Alert>
      ) : packs.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : list.length === 0 ? (
        <Alert severity="info">
          Nothing is saved yet. Open a spot or a gallery and choose Save for offline, or choose Save
          spots in view on the map.
        </Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }} role="status">
            {list.length === 1 ? '1 pack' : `${list.length} packs`},{' '}
            {formatBytes(totalPackBytes(list))} in all
          </Typography>
          <List aria-label="Saved packs" disablePadding>
            {list.map((pack) => (
              <PackRow key={pack.key} pack={pack} />
            ))}
          </List>
        </>
      )}
      <Button component={RouterLink} to="/" sx={{ mt: 3 }}>
        Go to the home page
      </Button>
    </Container>
  );
}

export default OfflinePacksPage;

import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import { usePageTitle } from '../../core/page-title';
import { OFFLINE_PACKS_PATH } from './save-offline-button';
import { useOfflinePacks } from './use-offline-pack';
import { offlineMessage, type OfflineWhat } from './unreachable';

/**
 * Shown instead of a page whose data is neither in the offline packs nor in the browser's
 * copies while there is no network: it says so and leads to what is saved.
 */
export function OfflinePage({ what }: { what: OfflineWhat }) {
  usePageTitle('You are offline');
  const packs = useOfflinePacks();
  const list = packs.data ?? [];
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <CloudOffIcon color="action" sx={{ fontSize: 40 }} />
      <Typography variant="h1" sx={{ fontSize: '1.6rem', fontWeight: 600, mt: 1, mb: 1 }}>
        {offlineMessage(what)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {list.length > 0
          ? 'These are saved in this browser and open without signal:'
          : 'Nothing is saved for offline use in this browser yet.'}
      </Typography>
      {packs.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : (
        list.length > 0 && (
          <List aria-label="Saved for offline" disablePadding>
            {list.map((pack) => (
              <ListItem key={pack.key} divider disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={pack.path}>
                      {pack.title}
                    </Link>
                  }
                />
              </ListItem>
            ))}
          </List>
        )
      )}
      <Button component={RouterLink} to={OFFLINE_PACKS_PATH} variant="contained" sx={{ mt: 3 }}>
        All saved for offline
      </Button>
    </Container>
  );
}

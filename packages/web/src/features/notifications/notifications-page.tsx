import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useCurrentUser } from '../../core/current-user';
import { useOpenLogin } from '../../core/account-flags';
import { usePageTitle } from '../../core/page-title';
import { NotificationList } from './notification-list';

/** `/notifications`: the member's notifications as a page (the bell's list on a phone). */
export function NotificationsPage() {
  const user = useCurrentUser();
  const openLogin = useOpenLogin();
  usePageTitle('Notifications');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 1, sm: 3 }, px: { xs: 0, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ px: 2, py: 1 }}>
        Your notifications
      </Typography>
      {user ? (
        <Paper variant="outlined">
          <NotificationList />
        </Paper>
      ) : (
        <Typography sx={{ px: 2 }}>
          Sign in to read your notifications.{' '}
          <Button size="small" onClick={() => openLogin()}>
            Login / Sign up
          </Button>
        </Typography>
      )}
    </Container>
  );
}

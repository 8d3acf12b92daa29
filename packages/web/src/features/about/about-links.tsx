import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AndroidIcon from '@mui/icons-material/Android';
import { useOpenLogin } from '../../core/account-flags';
import { useCurrentUser } from '../../core/current-user';
import { getInitialData } from '../../core/initial-data';
import { isNativeApp } from '../../lib/native-app';

/**
 * The end of an About tab: Join for visitors who are not signed in, and the Android app's
 * store page when the site has one and this is not the app already. Hidden when neither applies.
 */
export function AboutLinks() {
  const user = useCurrentUser();
  const openLogin = useOpenLogin();
  const appUrl = isNativeApp() ? '' : getInitialData().contacts.androidApp;
  if (user && !appUrl) return null;
  return (
    <Box
      sx={{
        mt: 6,
        p: { xs: 2.5, sm: 3 },
        borderRadius: 3,
        bgcolor: 'grey.100',
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      {!user && (
        <Typography sx={{ flex: 1, minWidth: 220 }}>
          Joining is quick, easy and free: share your spots, fix the map and plan with others.
        </Typography>
      )}
      {!user && (
        <Button variant="contained" size="large" onClick={() => openLogin('signup')}>
          Join
        </Button>
      )}
      {appUrl && (
        <Button
          variant="outlined"
          size="large"
          startIcon={<AndroidIcon />}
          href={appUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Get the Android app
        </Button>
      )}
    </Box>
  );
}

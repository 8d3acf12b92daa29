import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddAPhotoOutlined';
import { useOpenLogin } from '../../core/account-flags';
import { useCurrentUser } from '../../core/current-user';
import { usePageTitle } from '../../core/page-title';
import { loginRequiredText } from '../../core/login-required';
import { useIsMobile } from '../../lib/use-is-mobile';
import { MAP_BACKGROUND, SidebarMapLayout } from '../../components/sidebar-map-layout';
import { NewPhotoForm } from './new-photo-form';
import { NewPhotoMap } from './new-photo-map';
import { SharedPhotosPanel } from './shared-photos-panel';
import { UploadErrorDialog } from './upload-error-dialog';
import { useNewPhotoWorkspace } from './use-new-photo-workspace';

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

/** The new-photo page `/newPhoto`: the form beside a map in new-photo mode. */
export function NewPhotoPage() {
  usePageTitle('New photo');
  const user = useCurrentUser();
  if (!user) return <LoginFirst />;
  return <NewPhotoWorkspace />;
}

export default NewPhotoPage;

/** The form beside the map, or on a phone the form with the map in its location section. */
function NewPhotoWorkspace() {
  const mobile = useIsMobile();
  const workspace = useNewPhotoWorkspace();
  const { upload, shared, choice } = workspace;

  const map = <NewPhotoMap choice={choice} goTo={workspace.goTo} />;
  const form = (
    <NewPhotoForm
      upload={upload}
      link={workspace.link}
      choice={choice}
      photoTitle={workspace.photoTitle}
      onPublished={shared.published}
      sharedSlot={<SharedPhotosPanel shared={shared} onChoose={upload.choose} />}
      // On a phone the map sits in the form's location section, where it is asked for.
      mapSlot={mobile ? <MobileMapSection>{map}</MobileMapSection> : undefined}
    />
  );
  const dialog = (
    <UploadErrorDialog error={workspace.uploadError} onClose={workspace.closeUploadError} />
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

function MobileMapSection({ children }: { children: ReactNode }) {
  return (
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
      {children}
    </Box>
  );
}

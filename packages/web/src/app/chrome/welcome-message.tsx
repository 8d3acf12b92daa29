import { SNACKBAR_MS } from '@vantage/shared';
import { useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../../components/snackbar';
import { profilePath, useCurrentUser } from '../../core/current-user';
import { getInitialData } from '../../core/initial-data';
import { useSoftNavigate, withoutFlags } from '../../core/navigation';
import { useEffectOnce } from '../../lib/use-effect-once';

/** The first-visit welcome message. */
export function welcomeText(siteName: string): string {
  return `Welcome to ${siteName}! Update your profile or browse the best photo spots.`;
}

/**
 * Shows the welcome snackbar for 8 s, then removes the welcome flag (a replace). The layout
 * mounts it only while the flag is present.
 */
export function WelcomeMessage(): null {
  const location = useLocation();
  const navigate = useNavigate();
  const softNavigate = useSoftNavigate();
  const snackbar = useSnackbar();
  const user = useCurrentUser();

  useEffectOnce(() => {
    snackbar.show(welcomeText(getInitialData().siteName), {
      durationMs: SNACKBAR_MS.welcome,
      action: user
        ? { label: 'My Profile', onClick: () => void navigate(profilePath(user, 'settings')) }
        : { label: 'Best spots', onClick: () => void navigate('/explore/locations') },
    });
    softNavigate({
      pathname: location.pathname,
      search: withoutFlags(location.search, 'welcome'),
      hash: location.hash,
    });
  });
  return null;
}

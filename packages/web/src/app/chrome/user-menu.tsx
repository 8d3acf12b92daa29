import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import { Suspense } from 'react';
import { useOpenLogin } from '../../core/account-flags';
import { useCurrentUser } from '../../core/current-user';
import { lazyNamed } from '../../lib/lazy-named';

// Most first visits are by visitors, so the signed-in menu's code loads only for users.
const SignedInMenu = lazyNamed(() => import('./user-menu-signed-in'), 'SignedInMenu');

/** The top-bar user menu: 'Login / Sign up' for visitors, the account menu when signed in. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const user = useCurrentUser();
  const openLogin = useOpenLogin();

  if (user) {
    return (
      <Suspense fallback={<Box sx={{ width: 42, height: 42 }} />}>
        <SignedInMenu user={user} />
      </Suspense>
    );
  }
  return compact ? (
    <IconButton title="Login / Sign up" aria-label="Login / Sign up" onClick={() => openLogin()}>
      <AccountCircleIcon />
    </IconButton>
  ) : (
    <Button
      variant="outlined"
      onClick={() => openLogin()}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      Login / Sign up
    </Button>
  );
}

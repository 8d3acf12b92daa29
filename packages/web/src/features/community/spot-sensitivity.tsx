import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import type { Spot } from '@vantage/shared';
import { useRequireLogin } from '../../core/login-required';
import { lazyNamed } from '../../lib/lazy-named';

// The proposal's dialog and its form load when it is first opened.
const SensitivityDialog = lazyNamed(() => import('./sensitivity-dialog'), 'SensitivityDialog');
// The notices load with the few spots that show one (a server-rendered page brings them).
const SensitivityNotices = lazyNamed(() => import('./sensitivity-notices'), 'SensitivityNotices');

/**
 * A sensitive place's notice (why it is protected, and that its position is blurred), and
 * the proposal to protect a place or to lift its protection.
 */
export function SpotSensitivity({ spot }: { spot: Spot }) {
  const [open, setOpen] = useState(false);
  const requireLogin = useRequireLogin();
  const start = (event: React.MouseEvent<HTMLElement>) => {
    if (requireLogin(event.currentTarget, 'participate')) setOpen(true);
  };
  return (
    <>
      {spot.sensitive || spot.newSensitive ? (
        <Suspense fallback={null}>
          <SensitivityNotices spot={spot} onLift={start} />
        </Suspense>
      ) : (
        <Button size="small" onClick={start} sx={{ my: 1 }} data-protect-place>
          Protect this fragile place
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <SensitivityDialog
            spot={spot}
            lift={spot.sensitive !== null}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

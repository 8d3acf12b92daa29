import type { MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import {
  SENSITIVE_BLUR_RADIUS_M,
  SENSITIVE_REASON_LABELS,
  formatDistance,
  type Spot,
} from '@vantage/shared';

/**
 * A protected place's notice (why it is protected, and that its position is blurred, or that
 * this reader sees it exactly) with the proposal to lift the protection, and the notice of an
 * open proposal to protect it or to lift its protection.
 */
export function SensitivityNotices({
  spot,
  onLift,
}: {
  spot: Spot;
  onLift: (event: MouseEvent<HTMLElement>) => void;
}) {
  const pending = spot.newSensitive;
  return (
    <>
      {spot.sensitive && (
        <Alert
          severity="warning"
          sx={{ my: 2 }}
          data-sensitive-notice
          role="region"
          aria-label="Sensitive place"
        >
          <AlertTitle>
            This place is sensitive: {SENSITIVE_REASON_LABELS[spot.sensitive.reason]}
          </AlertTitle>
          {spot.sensitive.note && <p style={{ margin: '0 0 8px' }}>{spot.sensitive.note}</p>}
          {spot.positionBlurred
            ? `Its position is shown only to within ${formatDistance(SENSITIVE_BLUR_RADIUS_M)}, it is left out of downloads and close map views, and its photographs do not show where they were taken. Please tread lightly.`
            : 'You see its exact position; others see it blurred. Please do not share it.'}
          {!pending && (
            <div>
              <Button size="small" onClick={onLift} sx={{ mt: 1 }}>
                Propose to lift the protection
              </Button>
            </div>
          )}
        </Alert>
      )}
      {pending && (
        <Alert severity="info" sx={{ my: 2 }}>
          {pending.sensitive
            ? `A member proposes to protect this place (${pending.reason ? SENSITIVE_REASON_LABELS[pending.reason] : 'sensitive'}). Vote on it under Proposals.`
            : 'A member proposes to lift the protection of this place. Vote on it under Proposals.'}
        </Alert>
      )}
    </>
  );
}

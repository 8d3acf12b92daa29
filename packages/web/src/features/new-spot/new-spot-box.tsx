import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAltOutlined';
import { useRequireLogin } from '../../core/login-required';
import { CoordinatesField } from '../../components/coordinates-field';
import { PHONE_MAP_CONTROLS_INSET_PX } from '../../components/map-control-button';
import { useIsMobile } from '../../lib/use-is-mobile';
import { NewSpotForm } from './new-spot-form';
import type { NewSpotDraft } from './use-new-spot';

/** The placing hint. */
export const PLACE_PIN_HINT = 'Click on the map to place the new spot';

const FLOATING_SX = {
  position: 'absolute',
  top: 10,
  left: 10,
  zIndex: 3,
} as const;

/**
 * On a phone the buttons for the spots in view hold the top, the coordinates box the corner
 * below them and the map's controls the right edge: the new-spot button and hint come under
 * the coordinates box.
 */
const MOBILE_BANNER_SX = { top: 92, right: PHONE_MAP_CONTROLS_INSET_PX } as const;

/** Before placing: the hint, Cancel, and a field for typed coordinates. */
function PlacePinBanner({ draft, mobile }: { draft: NewSpotDraft; mobile: boolean }) {
  return (
    <Paper
      elevation={3}
      sx={{
        ...FLOATING_SX,
        ...(mobile ? MOBILE_BANNER_SX : { maxWidth: 440 }),
        px: 2,
        py: 1.25,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <AddLocationAltIcon color="primary" aria-hidden />
        <Typography role="status" variant="body2" sx={{ flex: 1, fontWeight: 500 }}>
          {PLACE_PIN_HINT}
        </Typography>
        <Button size="small" onClick={draft.cancel}>
          Cancel
        </Button>
      </Stack>
      <Stack direction="row" sx={{ mt: 1.25 }}>
        <CoordinatesField position={null} onPlace={draft.placePin} label="Or type coordinates" />
      </Stack>
    </Paper>
  );
}

/** On a phone, while the pin is being moved with the form hidden: the hint and Done. */
function MovePinBanner({ onDone }: { onDone: () => void }) {
  return (
    <Paper role="status" elevation={3} sx={{ ...FLOATING_SX, ...MOBILE_BANNER_SX, px: 2, py: 1 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          Drag the pin or tap the map to move it.
        </Typography>
        <Button size="small" variant="contained" onClick={onDone}>
          Done
        </Button>
      </Stack>
    </Paper>
  );
}

/** The form beside the pin; on a phone it covers the map, and hides while the pin moves. */
function NewSpotFormPanel({
  draft,
  pin,
  mobile,
  formHidden,
}: {
  draft: NewSpotDraft;
  pin: NonNullable<NewSpotDraft['pin']>;
  mobile: boolean;
  formHidden: boolean;
}) {
  return (
    <Paper
      elevation={mobile ? 0 : 3}
      sx={
        mobile
          ? {
              position: 'absolute',
              inset: 0,
              zIndex: 5,
              overflowY: 'auto',
              p: 2,
              borderRadius: 0,
              display: formHidden ? 'none' : 'block',
            }
          : {
              ...FLOATING_SX,
              width: 360,
              maxHeight: 'calc(100% - 20px)',
              overflowY: 'auto',
              p: 2,
            }
      }
    >
      <NewSpotForm
        draft={draft}
        pin={pin}
        onMovePin={mobile ? () => draft.setAdjustingOnMobile(true) : undefined}
      />
    </Paper>
  );
}

/**
 * The map page's place-new-spot box: a 'New spot' button, then the placing hint, then the
 * form beside the pin. On a phone, placing the pin hides the map behind the form;
 * 'Move the pin' shows the map again.
 */
export function NewSpotBox({ draft }: { draft: NewSpotDraft }) {
  const mobile = useIsMobile();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const requireLogin = useRequireLogin();

  // `/map?newSpot` opened by a visitor: the button asks them to log in first.
  useEffect(() => {
    if (draft.needsLogin && buttonRef.current) requireLogin(buttonRef.current, 'participate');
  }, [draft.needsLogin, requireLogin]);

  if (!draft.active) {
    return (
      <Button
        ref={buttonRef}
        variant="contained"
        size={mobile ? 'small' : 'medium'}
        startIcon={<AddLocationAltIcon />}
        onClick={(event) => draft.start(event.currentTarget)}
        sx={{ ...FLOATING_SX, top: mobile ? MOBILE_BANNER_SX.top : 10, boxShadow: 2 }}
      >
        New spot
      </Button>
    );
  }
  if (!draft.pin) return <PlacePinBanner draft={draft} mobile={mobile} />;

  const formHidden = mobile && draft.adjustingOnMobile;
  return (
    <>
      {formHidden && <MovePinBanner onDone={() => draft.setAdjustingOnMobile(false)} />}
      <NewSpotFormPanel draft={draft} pin={draft.pin} mobile={mobile} formHidden={formHidden} />
    </>
  );
}

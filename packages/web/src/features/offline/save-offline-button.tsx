import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Hint } from '../../components/hint';
import type { SxProps, Theme } from '@mui/material/styles';
import DownloadForOfflineIcon from '@mui/icons-material/DownloadForOfflineOutlined';
import OfflinePinIcon from '@mui/icons-material/OfflinePin';
import { SNACKBAR_MS } from '@vantage/shared';
import { useSnackbar } from '../../components/snackbar';
import { formatBytes } from '../../lib/offline/pack-size';
import { PackDataMissing, PackRefused, type PackPlan } from './pack-store';
import { useOfflinePack } from './use-offline-pack';

/** The list of saved packs. */
export const OFFLINE_PACKS_PATH = '/offline';

/**
 * 'Save for offline': keeps a spot, a gallery or the spots in a map view in this browser, so
 * they open without signal. Once saved it says so, and saving again brings the copy up to date.
 */
export function SaveOfflineButton({
  packKey,
  plan,
  what,
  label = 'Save for offline',
  variant = 'outlined',
  sx,
}: {
  packKey: string;
  plan: () => Promise<PackPlan>;
  /** 'spot', 'gallery' or 'view', for the messages. */
  what: string;
  label?: string;
  variant?: 'outlined' | 'contained';
  sx?: SxProps<Theme>;
}) {
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const { saved, save, supported } = useOfflinePack(packKey, plan, {
    saved: (meta) => {
      const missing = meta.failed > 0 ? ` ${meta.failed} files could not be fetched.` : '';
      const note = meta.note ? ` ${meta.note}` : '';
      snackbar.show(`Saved for offline (${formatBytes(meta.bytes)}).${note}${missing}`, {
        durationMs: SNACKBAR_MS.success,
        action: { label: 'Saved packs', onClick: () => void navigate(OFFLINE_PACKS_PATH) },
      });
    },
    failed: (error) => {
      console.error(error);
      snackbar.show(
        error instanceof PackRefused
          ? error.message
          : error instanceof PackDataMissing
            ? `This ${what} could not be saved: it did not load. Check the connection and try again.`
            : `This ${what} could not be saved: the browser refused to store it. Free some space and try again.`,
      );
    },
  });
  if (!supported) return null;

  const busy = save.isPending;
  const shown = busy ? 'Saving…' : saved ? 'Saved for offline' : label;
  return (
    <Hint
      describeChild
      title={
        saved
          ? `Kept in this browser (${formatBytes(saved.bytes)}); click to update it`
          : what === 'view'
            ? 'Keep the spots in view in this browser to open them without signal'
            : `Keep this ${what} in this browser to open it without signal`
      }
    >
      <Button
        variant={variant}
        size="small"
        sx={sx}
        onClick={() => save.mutate()}
        disabled={busy}
        aria-pressed={saved !== null}
        startIcon={
          busy ? (
            <CircularProgress size={16} aria-hidden />
          ) : saved ? (
            <OfflinePinIcon />
          ) : (
            <DownloadForOfflineIcon />
          )
        }
      >
        {shown}
      </Button>
    </Hint>
  );
}

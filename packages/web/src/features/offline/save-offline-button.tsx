import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import DownloadForOfflineIcon from '@mui/icons-material/DownloadForOfflineOutlined';
import OfflinePinIcon from '@mui/icons-material/OfflinePin';
import { SNACKBAR_MS } from '@vantage/shared';
import { useSnackbar } from '../../components/snackbar';
import { formatBytes } from '../../lib/offline/pack-size';
import { PackDataMissing, type PackPlan } from './pack-store';
import { useOfflinePack } from './use-offline-pack';

/** The list of saved packs. */
export const OFFLINE_PACKS_PATH = '/offline';

/**
 * 'Save for offline': keeps a spot or gallery in this browser, so it opens without signal.
 * Once saved it says so, and saving again brings the copy up to date.
 */
export function SaveOfflineButton({
  packKey,
  plan,
  what,
}: {
  packKey: string;
  plan: () => Promise<PackPlan>;
  /** 'spot' or 'gallery', for the messages. */
  what: string;
}) {
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const { saved, save, supported } = useOfflinePack(packKey, plan, {
    saved: (meta) => {
      const missing = meta.failed > 0 ? ` ${meta.failed} files could not be fetched.` : '';
      snackbar.show(`Saved for offline (${formatBytes(meta.bytes)}).${missing}`, {
        durationMs: SNACKBAR_MS.success,
        action: { label: 'Saved packs', onClick: () => void navigate(OFFLINE_PACKS_PATH) },
      });
    },
    failed: (error) => {
      console.error(error);
      snackbar.show(
        error instanceof PackDataMissing
          ? `This ${what} could not be saved: it did not load. Check the connection and try again.`
          : `This ${what} could not be saved: the browser refused to store it. Free some space and try again.`,
      );
    },
  });
  if (!supported) return null;

  const busy = save.isPending;
  const label = busy ? 'Saving…' : saved ? 'Saved for offline' : 'Save for offline';
  return (
    <Tooltip
      describeChild
      title={
        saved
          ? `Kept in this browser (${formatBytes(saved.bytes)}); click to update it`
          : `Keep this ${what} in this browser to open it without signal`
      }
    >
      <Button
        variant="outlined"
        size="small"
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
        {label}
      </Button>
    </Tooltip>
  );
}

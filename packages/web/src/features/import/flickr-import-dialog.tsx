import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlickrDecisionBody, FlickrImage, FlickrImagesAnswer } from '@vantage/shared';
import { ApiError } from '../../api/client';
import { useSnackbar } from '../../components/snackbar';
import { useIsMobile } from '../../lib/use-is-mobile';
import {
  decisionBody,
  splitByStatus,
  type FlickrAction,
  type FlickrDecisionForm,
} from './flickr-decisions';
import { FlickrImageRow } from './flickr-image-row';
import {
  FLICKR_IMAGES_KEY,
  FLICKR_NEXT_KEY,
  connectFlickr,
  decideFlickrImage,
  disconnectFlickr,
  useFlickrImages,
} from './flickr-import-api';

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.body ? error.body.error.message : String(error);

/** The import's state: the Flickr photos, the decisions sent, connecting and disconnecting. */
function useFlickrImport(open: boolean) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const images = useFlickrImages(open);
  const [error, setError] = useState<string | null>(null);
  const [preserve, setPreserve] = useState(true);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: FLICKR_IMAGES_KEY });
    await queryClient.invalidateQueries({ queryKey: FLICKR_NEXT_KEY });
  };
  const decide = useMutation({
    mutationFn: decideFlickrImage,
    onSuccess: async (answer) => {
      setError(null);
      if (answer.photo) snackbar.show('Thank you for the new photograph!', { durationMs: 5000 });
      await refresh();
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const connect = useMutation({
    mutationFn: connectFlickr,
    onSuccess: ({ authorizeURL }) => window.location.assign(authorizeURL),
    onError: (failure) => setError(messageOf(failure)),
  });
  const disconnect = useMutation({ mutationFn: disconnectFlickr, onSuccess: refresh });

  const onDecide = (image: FlickrImage, action: FlickrAction, form: FlickrDecisionForm) => {
    const built = decisionBody(image, action, form);
    if ('error' in built) setError(built.error);
    else decide.mutate(built.body);
  };
  const ignoreAll = (first: FlickrImage) => {
    const body: FlickrDecisionBody = { id: first.id, ignoreAll: true, preserve };
    decide.mutate(body);
  };

  return { images, error, preserve, setPreserve, decide, connect, disconnect, onDecide, ignoreAll };
}

/** The Flickr import: connect the account, then decide each geotagged photo. */
export function FlickrImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mobile = useIsMobile();
  const flickr = useFlickrImport(open);
  const { images } = flickr;
  const data = images.data;
  return (
    <Dialog open={open} onClose={onClose} fullScreen={mobile} fullWidth maxWidth="md">
      <DialogTitle>Import from Flickr</DialogTitle>
      <DialogContent dividers>
        {images.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Reading your Flickr photos" />
          </Box>
        ) : images.isError ? (
          <Alert severity="error">{messageOf(images.error)}</Alert>
        ) : data?.account ? (
          <FlickrImageList flickr={flickr} data={data} account={data.account} />
        ) : (
          <ConnectPrompt flickr={flickr} warning={data?.warning} />
        )}
      </DialogContent>
      <DialogActions>
        {data?.account ? (
          <Button color="inherit" onClick={() => flickr.disconnect.mutate()}>
            Disconnect Flickr
          </Button>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

type FlickrImport = ReturnType<typeof useFlickrImport>;

/** Flickr's warning and the last failure, above either view. */
function Notices({ warning, error }: { warning: string | null | undefined; error: string | null }) {
  return (
    <>
      {warning ? <Alert severity="warning">{warning}</Alert> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </>
  );
}

/** The connected account's geotagged photos: the open ones to decide first, then the decided. */
function FlickrImageList({
  flickr,
  data,
  account,
}: {
  flickr: FlickrImport;
  data: FlickrImagesAnswer;
  account: NonNullable<FlickrImagesAnswer['account']>;
}) {
  const { decide, preserve } = flickr;
  const { open: openImages, decided } = splitByStatus(data.images);
  return (
    <Stack spacing={2}>
      <Notices warning={data.warning} error={flickr.error} />
      <Typography variant="body2">
        Connected as <strong>{account.username}</strong>: {openImages.length} of{' '}
        {data.images.length} geotagged photos to decide.
        {data.withoutPosition === 1
          ? ' 1 photo without a position is not listed.'
          : data.withoutPosition > 1
            ? ` ${data.withoutPosition} photos without a position are not listed.`
            : ''}{' '}
        Photos keep their author, licence and a link back to Flickr.
      </Typography>
      {openImages.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            color="error"
            disabled={decide.isPending}
            onClick={() => flickr.ignoreAll(openImages[0]!)}
          >
            Ignore all
          </Button>
          <FormControlLabel
            control={
              <Checkbox checked={preserve} onChange={(_, checked) => flickr.setPreserve(checked)} />
            }
            label="Keep skipped photos for later"
          />
        </Stack>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {[...openImages, ...decided].map((image) => (
          <FlickrImageRow
            key={image.id}
            image={image}
            busy={decide.isPending}
            onDecide={(action, form) => flickr.onDecide(image, action, form)}
          />
        ))}
      </Box>
    </Stack>
  );
}

/** Before the account is connected: what connecting does, and the button. */
function ConnectPrompt({
  flickr,
  warning,
}: {
  flickr: FlickrImport;
  warning: string | null | undefined;
}) {
  return (
    <Stack spacing={2}>
      <Notices warning={warning} error={flickr.error} />
      <Typography>
        Connect your Flickr account to import your geotagged photos. Flickr asks you to let this
        site read your photos, then sends you back here.
      </Typography>
      <Box>
        <Button
          variant="contained"
          disabled={flickr.connect.isPending}
          onClick={() => flickr.connect.mutate()}
        >
          Connect Flickr
        </Button>
      </Box>
    </Stack>
  );
}

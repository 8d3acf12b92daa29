import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FlickrImage } from '@vantage/shared';
import { initialForm, type FlickrAction, type FlickrDecisionForm } from './flickr-decisions';

const STATUS_LABEL: Record<FlickrImage['status'], string> = {
  pending: 'To decide',
  skipped: 'Skipped',
  ignored: 'Ignored',
  imported: 'Imported',
};

/** One Flickr photo: what Flickr says of it, and the member's choices while it is open. */
export function FlickrImageRow({
  image,
  busy,
  onDecide,
}: {
  image: FlickrImage;
  busy: boolean;
  onDecide: (action: FlickrAction, form: FlickrDecisionForm) => void;
}) {
  const [form, setForm] = useState(() => initialForm(image));
  const [asNew, setAsNew] = useState(false);
  const open = image.status === 'pending' || image.status === 'skipped';
  const field = (name: keyof FlickrDecisionForm, label: string) => (
    <TextField
      size="small"
      label={label}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      disabled={busy}
    />
  );

  return (
    <Box
      component="li"
      aria-label={image.title || 'Untitled'}
      sx={{ display: 'flex', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        component="img"
        src={image.thumbURL}
        alt=""
        loading="lazy"
        sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
      />
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        <FlickrImageFacts image={image} />
        {open ? (
          <>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {field('tags', 'Tags (comma separated)')}
            </Stack>
            {asNew ? (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                {field('title', 'Title of the new spot')}
                {field('lat', 'Latitude')}
                {field('long', 'Longitude')}
              </Stack>
            ) : null}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="contained"
                size="small"
                disabled={busy}
                onClick={() => onDecide('import', form)}
              >
                Import to nearest spot
              </Button>
              <Button
                variant={asNew ? 'contained' : 'outlined'}
                size="small"
                disabled={busy}
                onClick={() => (asNew ? onDecide('importNew', form) : setAsNew(true))}
              >
                {asNew ? 'Import as this new spot' : 'Import as new spot'}
              </Button>
              <Button size="small" disabled={busy} onClick={() => onDecide('skip', form)}>
                Skip
              </Button>
              <Button size="small" disabled={busy} onClick={() => onDecide('ignore', form)}>
                Ignore
              </Button>
            </Stack>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}

/** What Flickr says of the photo: its title, status, date, position, licence and links. */
function FlickrImageFacts({ image }: { image: FlickrImage }) {
  const taken = image.date
    ? new Date(image.date).toLocaleDateString('en', { timeZone: 'UTC', dateStyle: 'medium' })
    : 'date unknown';
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {image.title || 'Untitled'}
        </Typography>
        <Chip size="small" label={STATUS_LABEL[image.status]} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {taken} · {image.lat.toFixed(5)}, {image.long.toFixed(5)} · {image.license} ·{' '}
        <Link href={image.linkURL} target="_blank" rel="noopener noreferrer" underline="always">
          on Flickr
        </Link>
        {image.photoId ? (
          <>
            {' · '}
            <Link href={`/photo/${image.photoId}`} underline="always">
              imported photo
            </Link>
          </>
        ) : null}
      </Typography>
    </>
  );
}

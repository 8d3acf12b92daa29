import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { describeApiError } from '../../lib/form-problems';
import { httpUrlOrUndefined } from './link-images';
import type { LinkImages } from './use-link-images';
import { DetailList, type DetailRow } from '../../components/detail-list';
import { LinkImageGrid } from './link-image-grid';

function Credits({ link }: { link: LinkImages }) {
  const found = link.found;
  if (!found) return null;
  const authorUrl = httpUrlOrUndefined(found.authorUrl);
  const rows: DetailRow[] = [];
  if (found.author) {
    rows.push({
      label: 'Author',
      value: authorUrl ? (
        <Link href={authorUrl} target="_blank" rel="noopener noreferrer">
          {found.author}
        </Link>
      ) : (
        found.author
      ),
    });
  }
  if (found.license) rows.push({ label: 'Licence', value: found.license });
  rows.push({
    label: 'Link',
    value: (
      <Link
        href={found.url}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ wordBreak: 'break-all' }}
      >
        {found.url}
      </Link>
    ),
  });
  return <DetailList label="Source" rows={rows} small />;
}

/**
 * The 'Link from Web' tab: a page URL, the images found on it (those under 200 × 100 px or
 * failing to load left out), one selected; the page's author, licence and link are kept.
 */
export function LinkTab({
  link,
  error,
  disabled,
}: {
  link: LinkImages;
  error?: string | null;
  disabled?: boolean;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (link.pageUrl.trim() !== '') link.find();
  };
  const searchProblem = link.searchError
    ? describeApiError(link.searchError, { url: 'Page URL' })
    : null;
  const found = link.found;
  const noneLeft = found !== null && link.settled && link.offered.length === 0;

  return (
    <Stack spacing={1.5}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Find images on a web page">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label="Page URL"
            placeholder="https://"
            type="url"
            value={link.pageUrl}
            onChange={(event) => link.setPageUrl(event.target.value)}
            size="small"
            fullWidth
            disabled={disabled}
            error={searchProblem !== null && 'field' in searchProblem}
            helperText={
              searchProblem && 'field' in searchProblem
                ? searchProblem.message
                : 'The web page showing the photograph'
            }
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={disabled || link.searching || link.pageUrl.trim() === ''}
            sx={{ flexShrink: 0, height: 40 }}
          >
            Find images
          </Button>
        </Stack>
      </Box>
      {searchProblem && 'alert' in searchProblem && (
        <Alert severity="error">{searchProblem.alert}</Alert>
      )}
      {link.searching && <CircularProgress size={24} aria-label="Looking for images" />}
      {noneLeft && (
        <Typography variant="body2" color="text.secondary">
          No photographs were found on this page.
        </Typography>
      )}
      {link.offered.length > 0 && <LinkImageGrid link={link} disabled={disabled} />}
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
      <Credits link={link} />
    </Stack>
  );
}

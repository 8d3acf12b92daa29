import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SharedPhoto } from './shared-photos';
import type { SharedPhotosHandle } from './use-shared-photos';

function SharedThumb({
  photo,
  chosen,
  onChoose,
  disabled,
}: {
  photo: SharedPhoto;
  chosen: boolean;
  onChoose: () => void;
  disabled?: boolean;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(photo.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.file]);
  return (
    <ButtonBase
      onClick={onChoose}
      disabled={disabled}
      aria-pressed={chosen}
      aria-label={`Use shared photo ${photo.file.name}`}
      sx={{
        width: 64,
        height: 64,
        flex: 'none',
        borderRadius: 1,
        overflow: 'hidden',
        outline: chosen ? '3px solid' : '1px solid',
        outlineColor: chosen ? 'primary.main' : 'divider',
        outlineOffset: chosen ? 1 : 0,
      }}
    >
      {url && (
        <Box
          component="img"
          src={url}
          alt=""
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </ButtonBase>
  );
}

/**
 * What was shared to the app: the share's messages (files left out, and why) and the photos
 * still waiting, one of which is in the upload.
 */
export function SharedPhotosPanel({
  shared,
  onChoose,
  disabled,
}: {
  shared: SharedPhotosHandle;
  onChoose: (file: File) => void;
  disabled?: boolean;
}) {
  const { photos, current, messages } = shared;
  if (photos.length === 0 && messages.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Shared photos">
      {messages.length > 0 && (
        <Alert severity="warning" onClose={shared.dismiss} role="alert">
          {messages.map((message) => (
            <Typography key={message} variant="body2">
              {message}
            </Typography>
          ))}
        </Alert>
      )}
      {photos.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {photos.length === 1
              ? 'Shared with Vantage: 1 photo to publish.'
              : `Shared with Vantage: ${photos.length} photos to publish, one at a time.`}
          </Typography>
          {photos.length > 1 && (
            <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', p: 0.5 }}>
              {photos.map((photo) => (
                <SharedThumb
                  key={photo.key}
                  photo={photo}
                  chosen={photo === current}
                  disabled={disabled}
                  onChoose={() => onChoose(photo.file)}
                />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

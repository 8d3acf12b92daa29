import { useId, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { exifRows } from './photo-exif';
import type { PhotoUploadHandle } from './use-photo-upload';
import { DetailList } from '../../components/detail-list';

/** The message for a dropped file that is not an image. */
export const NOT_AN_IMAGE = 'Please choose an image file.';

function isImage(file: File): boolean {
  return file.type.startsWith('image/');
}

function UploadProgress({ upload }: { upload: PhotoUploadHandle }) {
  const percent = Math.round(upload.progress * 100);
  const label =
    upload.status === 'done'
      ? 'Uploaded'
      : upload.status === 'failed'
        ? 'Upload failed'
        : `Uploading… ${percent}%`;
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={upload.status === 'done' ? 100 : percent}
        color={upload.status === 'failed' ? 'error' : 'primary'}
        aria-label="Upload progress"
      />
      <Typography
        variant="caption"
        color={upload.status === 'failed' ? 'error' : 'text.secondary'}
        role="status"
      >
        {label}
      </Typography>
    </Box>
  );
}

function ExifTable({ upload }: { upload: PhotoUploadHandle }) {
  const rows = exifRows(upload.read?.exif ?? upload.answer?.exif ?? null);
  if (!upload.read && !upload.answer) return null;
  if (rows.length === 0) {
    return (
      <Typography variant="caption" color="text.secondary">
        No EXIF data found in this photograph.
      </Typography>
    );
  }
  return <DetailList label="EXIF" rows={rows} small />;
}

/**
 * The 'Upload a Photograph' tab: a file input taking images only, or a file dropped on it;
 * the upload starts at once with a progress bar, and the EXIF found is shown.
 */
export function UploadTab({
  upload,
  onChoose,
  error,
  disabled,
}: {
  upload: PhotoUploadHandle;
  onChoose: (file: File) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const [typeError, setTypeError] = useState<string | null>(null);

  const take = (file: File | undefined) => {
    if (!file) return;
    if (!isImage(file)) {
      setTypeError(NOT_AN_IMAGE);
      return;
    }
    setTypeError(null);
    onChoose(file);
  };
  const shownError = typeError ?? error;

  return (
    <Stack spacing={1.5}>
      <PhotoDropZone
        previewUrl={upload.previewUrl}
        fileName={upload.file?.name}
        failed={Boolean(shownError)}
        disabled={disabled}
        onFile={take}
      />
      {shownError && (
        <Typography variant="body2" color="error" role="alert">
          {shownError}
        </Typography>
      )}
      {upload.file && <UploadProgress upload={upload} />}
      <ExifTable upload={upload} />
    </Stack>
  );
}

/** The zone a photograph is dropped on or chosen from, with its preview once chosen. */
function PhotoDropZone({
  previewUrl,
  fileName,
  failed,
  disabled,
  onFile,
}: {
  previewUrl: string | null;
  fileName: string | undefined;
  failed: boolean;
  disabled?: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFile(event.dataTransfer.files[0]);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: '2px dashed',
        borderColor: dragging ? 'primary.main' : failed ? 'error.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: previewUrl ? 1 : 2.5,
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      {previewUrl && (
        <Box
          component="img"
          src={previewUrl}
          alt={fileName ?? 'Chosen photograph'}
          sx={{
            display: 'block',
            width: '100%',
            maxHeight: 260,
            objectFit: 'contain',
            borderRadius: 1,
            mb: 1,
            bgcolor: 'grey.100',
          }}
        />
      )}
      {!previewUrl && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Drop a photograph here, or
        </Typography>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        hidden
        disabled={disabled}
        aria-label="Photograph file"
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // Choosing the same file again still starts over.
          event.target.value = '';
        }}
      />
      <Button
        component="label"
        htmlFor={inputId}
        variant={previewUrl ? 'text' : 'contained'}
        size={previewUrl ? 'small' : 'medium'}
        startIcon={<AddPhotoIcon />}
        disabled={disabled}
      >
        {previewUrl ? 'Choose another photograph' : 'Choose a photograph'}
      </Button>
    </Box>
  );
}

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatExposure, type Exif } from '@vantage/shared';

/** The EXIF fields a person may correct; Make is left out because saving drops it. */
const EXIF_FIELDS = [
  { key: 'Model', label: 'Camera model' },
  { key: 'Lens', label: 'Lens' },
  { key: 'Focal', label: 'Focal length (mm)' },
  { key: 'Focal35', label: '35 mm equivalent (mm)' },
  { key: 'FNumber', label: 'F-number' },
  { key: 'Exposure', label: 'Exposure (s), e.g. 1/250' },
  { key: 'ISO', label: 'ISO' },
  { key: 'Date', label: 'Date (yyyy:mm:dd hh:mm)' },
] as const satisfies readonly { key: keyof Exif; label: string }[];

type ExifKey = (typeof EXIF_FIELDS)[number]['key'];
export type ExifTexts = Record<ExifKey, string>;

/** The EXIF of a photo as the form's texts; an exposure under 1 s reads as a fraction. */
export function exifTexts(exif: Exif | null): ExifTexts {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  const date = exif?.Date;
  return {
    Model: text(exif?.Model),
    Lens: text(exif?.Lens),
    Focal: text(exif?.Focal),
    Focal35: text(exif?.Focal35),
    FNumber: text(exif?.FNumber),
    Exposure: exif?.Exposure === undefined ? '' : formatExposure(exif.Exposure),
    ISO: text(exif?.ISO),
    // Epoch dates stay numbers unless the person retypes them; see exifDraft.
    Date:
      typeof date === 'number'
        ? new Date(date).toISOString().slice(0, 16).replace('T', ' ')
        : text(date),
  };
}

/** The edited texts as an EXIF edit; an untouched date keeps its original value. */
export function exifDraft(texts: ExifTexts, original: Exif | null) {
  const untouchedDate = texts.Date === exifTexts(original).Date;
  return { ...texts, Date: untouchedDate ? original?.Date : texts.Date };
}

/** The EXIF fields of the photo edit form. */
export function ExifFieldset({
  texts,
  onChange,
}: {
  texts: ExifTexts;
  onChange: (key: ExifKey, text: string) => void;
}) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        EXIF
      </Typography>
      {EXIF_FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          label={label}
          value={texts[key]}
          onChange={(event) => onChange(key, event.target.value)}
          size="small"
          sx={
            key === 'Model' || key === 'Lens' || key === 'Date'
              ? { gridColumn: '1 / -1' }
              : undefined
          }
        />
      ))}
    </Box>
  );
}

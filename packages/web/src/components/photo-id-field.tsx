import TextField from '@mui/material/TextField';
import { photoIdFromText } from '@vantage/shared';

/** The photo a "photo URL or id" field names; null when the field is empty or names none. */
export function photoIdOfField(text: string): number | null {
  return text.trim() === '' ? null : photoIdFromText(text);
}

/** Whether a "photo URL or id" field holds text that names no photo of this site. */
export function isInvalidPhotoField(text: string): boolean {
  return text.trim() !== '' && photoIdFromText(text) === null;
}

/** A text field for a photo of this site, pasted as its link or typed as its number. */
export function PhotoIdField({
  label,
  value,
  onText,
  invalidText,
  autoFocus,
  fullWidth,
}: {
  label: string;
  value: string;
  onText: (text: string) => void;
  /** Shown under the field while its text names no photo. */
  invalidText: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
}) {
  const invalid = isInvalidPhotoField(value);
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onText(event.target.value)}
      error={invalid}
      helperText={invalid ? invalidText : ' '}
      autoFocus={autoFocus}
      fullWidth={fullWidth}
    />
  );
}

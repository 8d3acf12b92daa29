import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { parseCoordinates, type LatLng } from '@vantage/shared';
import { formatLatLng } from '../lib/lat-lng';

/** What the field says when the typed text is not a position. */
export const COORDINATES_HINT = 'Type the latitude and longitude, e.g. 46.5012, 11.3478';

/**
 * A pin's position typed as "latitude, longitude": the way to place or move a pin without
 * dragging it. Enter or leaving the field applies the text; it follows the pin when the pin
 * moves by other means.
 */
export function CoordinatesField({
  position,
  onPlace,
  label = 'Coordinates',
}: {
  position: LatLng | null;
  onPlace: (position: LatLng) => void;
  label?: string;
}) {
  const shown = position ? formatLatLng(position) : '';
  const [typed, setTyped] = useState(shown);
  const [error, setError] = useState(false);
  useEffect(() => {
    setTyped(shown);
    setError(false);
  }, [shown]);

  const apply = () => {
    if (typed.trim() === '' && !position) return;
    const next = parseCoordinates(typed);
    if (!next) {
      setError(true);
      return;
    }
    setError(false);
    onPlace(next);
  };

  return (
    <TextField
      size="small"
      label={label}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
      onBlur={() => typed !== shown && apply()}
      error={error}
      helperText={error ? COORDINATES_HINT : 'Latitude, longitude'}
      sx={{ flex: 1 }}
    />
  );
}

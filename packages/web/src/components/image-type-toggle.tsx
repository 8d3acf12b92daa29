import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

/** The image type of a photo: 0 a photograph, 1 a test shot. */
export function ImageTypeToggle({
  value,
  onChange,
  disabled,
}: {
  value: 0 | 1;
  onChange: (value: 0 | 1) => void;
  disabled?: boolean;
}) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        Image type
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_event, next: 0 | 1 | null) => {
          if (next !== null) onChange(next);
        }}
        aria-label="Image type"
        disabled={disabled}
      >
        <ToggleButton value={0}>Photograph</ToggleButton>
        <ToggleButton value={1}>Test shot</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}

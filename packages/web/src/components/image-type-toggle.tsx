import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { HelpButton } from './help-button';

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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          Image type
        </Typography>
        <HelpButton topic="testShot" />
      </Box>
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

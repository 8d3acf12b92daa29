import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { CROP_FACTORS, usePlanningPrefs, type CropFactorName } from '../planning';
import {
  LENS_PRESETS_MM,
  focal35FromHFovDeg,
  focal35Mm,
  hFovDegFromFocal35,
  lensLabel,
  roundFocal,
  sensorFocalMm,
  stepLens,
} from './lens';

const CROP_NAMES = Object.keys(CROP_FACTORS) as CropFactorName[];

/**
 * The lens simulation: a sensor (crop factor, remembered), the focal length for that sensor
 * with its 35 mm equivalent, ±1.7 mm steps and the sensor's usual lenses.
 */
export function LensControl({
  hFovDeg,
  onHFov,
}: {
  hFovDeg: number;
  onHFov: (hFovDeg: number) => void;
}) {
  const [prefs, setPrefs] = usePlanningPrefs();
  const crop = prefs.cropFactor;
  const focal35 = focal35FromHFovDeg(hFovDeg);
  const current = roundFocal(sensorFocalMm(focal35, crop));
  const toFocal35 = (next: number) => onHFov(hFovDegFromFocal35(next));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <NativeSelect
        value={crop}
        onChange={(event) => setPrefs({ cropFactor: event.target.value as CropFactorName })}
        inputProps={{ 'aria-label': 'Sensor' }}
        sx={{ color: 'inherit', fontSize: 14, '& svg': { color: 'inherit' }, minWidth: 92 }}
      >
        {CROP_NAMES.map((name) => (
          <option key={name} value={name} style={{ color: '#000' }}>
            {name} ×{CROP_FACTORS[name]}
          </option>
        ))}
      </NativeSelect>
      <IconButton
        size="small"
        color="inherit"
        aria-label="Wider lens"
        title="Wider lens (−1.7 mm)"
        onClick={() => toFocal35(stepLens(focal35, -1, crop))}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        variant="body2"
        aria-label="Focal length"
        sx={{ fontWeight: 600, minWidth: 128, textAlign: 'center', whiteSpace: 'nowrap' }}
      >
        {lensLabel(focal35, crop)}
      </Typography>
      <IconButton
        size="small"
        color="inherit"
        aria-label="Longer lens"
        title="Longer lens (+1.7 mm)"
        onClick={() => toFocal35(stepLens(focal35, 1, crop))}
      >
        <AddIcon fontSize="small" />
      </IconButton>
      <Typography variant="caption" aria-label="Field of view" sx={{ opacity: 0.85, minWidth: 44 }}>
        {Math.round(hFovDeg)}°
      </Typography>
      <Box
        role="group"
        aria-label="Lenses"
        sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', maxWidth: '100%', py: 0.25 }}
      >
        {LENS_PRESETS_MM[crop].map((mm) => (
          <Chip
            key={mm}
            label={`${mm}`}
            size="small"
            clickable
            aria-label={`${mm} mm lens`}
            aria-pressed={current === mm}
            onClick={() => toFocal35(focal35Mm(mm, crop))}
            sx={{
              color: 'inherit',
              bgcolor: current === mm ? 'rgba(255,179,0,0.45)' : 'rgba(255,255,255,0.14)',
              '&:hover': { bgcolor: 'rgba(255,255,255,0.28)' },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}

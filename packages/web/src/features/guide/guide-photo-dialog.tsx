import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GUIDE_PHOTO_SIZE_MAX,
  GUIDE_PHOTO_SIZE_MIN,
  photoIdFromText,
  type GuidePhotoAlign,
} from '@vantage/shared';
import { PhotoIdField } from '../../components/photo-id-field';

/** Rows of an embedded photo's comment field. */
const COMMENT_ROWS = 6;

/** What the dialog inserts: a site photo node's attributes. */
export interface GuidePhotoAttrs {
  id: number;
  comment: string;
  align: GuidePhotoAlign;
  size: number;
}

/** Asks for a photo of this site to embed in a guide, with its comment, alignment and size. */
export function GuidePhotoDialog({
  open,
  onClose,
  onInsert,
}: {
  open: boolean;
  onClose: () => void;
  onInsert: (attrs: GuidePhotoAttrs) => void;
}) {
  const [source, setSource] = useState('');
  const [comment, setComment] = useState('');
  const [align, setAlign] = useState<GuidePhotoAlign>('left');
  const [size, setSize] = useState(0);
  const id = photoIdFromText(source);
  const insert = () => {
    if (id === null) return;
    onInsert({ id, comment, align, size });
    setSource('');
    setComment('');
    setAlign('left');
    setSize(0);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Insert a photo</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <PhotoIdField
            label="Photo URL or id"
            value={source}
            onText={setSource}
            invalidText="Paste a photo link of this site or its number."
            autoFocus
          />
          <TextField
            label="Comment"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            maxRows={COMMENT_ROWS}
          />
          <Box>
            <FormLabel id="photo-align">Alignment</FormLabel>
            <RadioGroup
              row
              aria-labelledby="photo-align"
              value={align}
              onChange={(event) => setAlign(event.target.value as GuidePhotoAlign)}
            >
              <FormControlLabel value="left" control={<Radio />} label="Left" />
              <FormControlLabel value="center" control={<Radio />} label="Center" />
              <FormControlLabel value="right" control={<Radio />} label="Right" />
            </RadioGroup>
          </Box>
          <Box>
            <Typography id="photo-size" gutterBottom>
              Size
            </Typography>
            <Slider
              value={size}
              min={GUIDE_PHOTO_SIZE_MIN}
              max={GUIDE_PHOTO_SIZE_MAX}
              step={1}
              marks
              onChange={(_, value) => setSize(value)}
              slotProps={{ input: { 'aria-labelledby': 'photo-size' } }}
            />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={id === null} onClick={insert}>
          Insert
        </Button>
      </DialogActions>
    </Dialog>
  );
}

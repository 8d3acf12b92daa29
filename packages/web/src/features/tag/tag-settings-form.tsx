import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TAG_HEADER_OFFSET_MAX, TAG_HEADER_OFFSET_MIN, type TagPage } from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { DraftNote } from '../../components/draft-note';
import { PhotoIdField } from '../../components/photo-id-field';
import { useTagSettings, type TagSettingsFields } from './use-tag-settings';

type SetField = <K extends keyof TagSettingsFields>(key: K, value: TagSettingsFields[K]) => void;

const NOT_A_PHOTO = 'Not a photo URL or id';

const IMAGE_FIELDS = [
  { key: 'imgSquare', label: 'Square image (photo URL or id)' },
  { key: 'imgHead', label: 'Header image (photo URL or id)' },
] as const;

/** The square and header images, and how far down the header image is shown. */
function TagImageFields({
  page,
  fields,
  setField,
}: {
  page: TagPage;
  fields: TagSettingsFields;
  setField: SetField;
}) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {IMAGE_FIELDS.map(({ key, label }) => (
          <PhotoIdField
            key={key}
            label={label}
            value={fields[key]}
            onText={(text) => setField(key, text)}
            invalidText={NOT_A_PHOTO}
            fullWidth
          />
        ))}
      </Stack>
      <Box>
        <Typography id="tag-offset-label" gutterBottom>
          Header image offset: {fields.offset}
        </Typography>
        <Slider
          value={fields.offset}
          min={TAG_HEADER_OFFSET_MIN}
          max={TAG_HEADER_OFFSET_MAX}
          onChange={(_, value) => setField('offset', value)}
          valueLabelDisplay="auto"
          slotProps={{ input: { 'aria-labelledby': 'tag-offset-label' } }}
        />
        {page.imgHead && (
          <Box
            aria-hidden
            data-testid="tag-offset-preview"
            sx={{
              height: 96,
              borderRadius: 1,
              backgroundImage: `url(${page.imgHead.urls.large})`,
              backgroundSize: 'cover',
              backgroundPosition: `center ${fields.offset}%`,
            }}
          />
        )}
      </Box>
    </>
  );
}

function OsmFields({ fields, setField }: { fields: TagSettingsFields; setField: SetField }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="OSM id"
        value={fields.idOSM}
        onChange={(event) => setField('idOSM', event.target.value.replace(/\D/g, ''))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
      />
      <TextField
        select
        label="OSM type"
        value={fields.osmType}
        onChange={(event) => setField('osmType', event.target.value)}
        fullWidth
      >
        <MenuItem value="">none</MenuItem>
        <MenuItem value="node">node</MenuItem>
        <MenuItem value="way">way</MenuItem>
        <MenuItem value="relation">relation</MenuItem>
      </TextField>
    </Stack>
  );
}

/** The tag's header, parent, OSM reference and info text. */
export function TagSettingsForm({ page }: { page: TagPage }) {
  const { fields, setField, infoDraft, save, invalidPhoto, submit } = useTagSettings(page);
  return (
    <Box component="form" onSubmit={submit} aria-label="Tag settings">
      <Stack spacing={2.5}>
        <TextField
          label="Parent tag"
          value={fields.parentTag}
          onChange={(event) => setField('parentTag', event.target.value)}
          helperText="The larger place this tag belongs to; empty for none."
        />
        <TagImageFields page={page} fields={fields} setField={setField} />
        <OsmFields fields={fields} setField={setField} />
        {infoDraft.restored && <DraftNote onDiscard={infoDraft.discard} />}
        <TextField
          label="Info text (markdown)"
          value={infoDraft.value}
          onChange={(event) => infoDraft.setValue(event.target.value)}
          multiline
          minRows={4}
        />
        {save.isError && <Alert severity="error">{apiErrorText(save.error)}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending || invalidPhoto}>
            Update
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

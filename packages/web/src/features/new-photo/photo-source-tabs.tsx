import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LinkTab } from './link-tab';
import type { NewPhotoTab } from './new-photo-validation';
import { UploadTab } from './upload-tab';
import type { LinkImages } from './use-link-images';
import type { PhotoUploadHandle } from './use-photo-upload';

/** Where the photograph comes from: a file to upload, or an image found on a web page. */
export function PhotoSourceTabs({
  tab,
  onTab,
  upload,
  link,
  disabled,
  error,
  onChooseFile,
}: {
  tab: NewPhotoTab;
  onTab: (tab: NewPhotoTab) => void;
  upload: PhotoUploadHandle;
  link: LinkImages;
  disabled: boolean;
  /** The message under the photograph (none chosen, or its upload failed). */
  error: string | undefined;
  onChooseFile: (file: File) => void;
}) {
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, next: NewPhotoTab) => onTab(next)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab value="upload" label="Upload a Photograph" disabled={disabled} />
        <Tab value="link" label="Link from Web" disabled={disabled} />
      </Tabs>
      {tab === 'upload' ? (
        <UploadTab upload={upload} disabled={disabled} error={error} onChoose={onChooseFile} />
      ) : (
        <LinkTab link={link} disabled={disabled} error={error} />
      )}
    </Box>
  );
}

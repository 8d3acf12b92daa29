import Box from '@mui/material/Box';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';

/** What stands in the place of a photo a spot does not have: a grey box with a camera, filling its parent. */
export function NoPhoto() {
  return (
    <Box
      sx={{
        width: 1,
        height: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'grey.200',
        color: 'grey.500',
      }}
    >
      <PhotoCameraOutlinedIcon />
    </Box>
  );
}

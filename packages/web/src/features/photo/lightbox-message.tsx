import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** What the lightbox shows in place of a photo: a spinner while loading, or why there is none. */
export function LightboxMessage({
  titleId,
  loading,
  message,
  onClose,
}: {
  titleId: string;
  loading: boolean;
  message: string;
  onClose: () => void;
}) {
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      {loading ? (
        <CircularProgress aria-label="Loading photo" />
      ) : (
        <>
          <Typography id={titleId} variant="h1" sx={{ fontSize: '1.3rem' }}>
            {message}
          </Typography>
          <Button variant="outlined" onClick={onClose}>
            Close
          </Button>
        </>
      )}
    </Box>
  );
}

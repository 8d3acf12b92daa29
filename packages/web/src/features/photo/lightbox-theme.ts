import { createTheme } from '@mui/material/styles';
import { siteTheme } from '../../core/theme';

const theme = siteTheme();

/** The lightbox is dark so the photo, not the page, sets the light; the site's type and shapes stay. */
export const lightboxTheme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#7cc4c4', contrastText: '#061414' },
    secondary: { main: '#e0a458' },
    background: { default: '#0c0e0e', paper: '#161a1a' },
    text: { primary: '#eef1f0', secondary: '#a9b3b1' },
  },
  shape: theme.shape,
  typography: {
    fontFamily: theme.typography.fontFamily,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // Links in the photo's text are told from it by their underline, not by colour alone.
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiMenu: { defaultProps: { slotProps: { paper: { elevation: 4 } } } },
  },
});

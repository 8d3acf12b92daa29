import { createTheme, type Theme } from '@mui/material/styles';

let made: Theme | null = null;

/**
 * The site's light, photographic look: neutral paper, deep teal accents, warm highlights. Made
 * on first use rather than when the app's scripts run: making it takes a phone tens of
 * milliseconds, which the browser's start gives a task of its own.
 */
export function siteTheme(): Theme {
  made ??= createTheme({
    palette: {
      mode: 'light',
      primary: { main: '#0b5d5e', light: '#3f8a8b', dark: '#053c3d', contrastText: '#ffffff' },
      // Dark text on the warm orange: white on it would read at only 3.1:1.
      secondary: { main: '#c9822b', contrastText: '#1d2424' },
      // The held-for-review line is written in the dark shade: MUI's own reads at 3.8:1.
      warning: { main: '#ed6c02', light: '#ff9800', dark: '#8a4a00' },
      background: { default: '#f6f6f3', paper: '#ffffff' },
      text: { primary: '#1d2424', secondary: '#56605f' },
      divider: 'rgba(29, 36, 36, 0.12)',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, sans-serif',
      h1: { fontSize: '2.25rem', fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.6rem', fontWeight: 650, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.25rem', fontWeight: 650 },
      h4: { fontSize: '1.1rem', fontWeight: 650 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      MuiMenu: {
        defaultProps: { slotProps: { paper: { elevation: 4 } } },
      },
      MuiPopover: {
        defaultProps: { slotProps: { paper: { elevation: 4 } } },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // A spinner is a progress bar to screen readers, and every progress bar needs a name.
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
      MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
    },
  });
  return made;
}

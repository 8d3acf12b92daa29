import { HELD_PRESS_ATTRIBUTE } from '../served/scripts/hold-presses';
import GlobalStyles from '@mui/material/GlobalStyles';
import { documentStylesServed } from '../served/emotion-cache';

/**
 * The few document-wide rules the app needs (a lighter stand-in for MUI's CssBaseline). A page
 * the server rendered has them in its head already, left where they are.
 */
export function BaseStyles() {
  if (documentStylesServed()) return null;
  return (
    <GlobalStyles
      styles={(theme) => ({
        html: {
          boxSizing: 'border-box',
          colorScheme: 'light',
          WebkitFontSmoothing: 'antialiased',
          MozOsxFontSmoothing: 'grayscale',
          WebkitTextSizeAdjust: '100%',
        },
        '*, *::before, *::after': { boxSizing: 'inherit' },
        'strong, b': { fontWeight: theme.typography.fontWeightBold },
        // A clear focus ring on every control reached by keyboard: a teal ring over a white one,
        // visible on paper and on photographs alike. Text fields show their own focused border.
        'html :focus-visible, html .Mui-focusVisible': {
          outline: `3px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
          boxShadow: '0 0 0 2px #ffffff',
        },
        'html input:focus-visible, html textarea:focus-visible': {
          outline: 'none',
          boxShadow: 'none',
        },
        // A button pressed before the app has taken over the page waits for it.
        [`html[${HELD_PRESS_ATTRIBUTE}], html[${HELD_PRESS_ATTRIBUTE}] *`]: { cursor: 'progress' },
        body: {
          margin: 0,
          ...theme.typography.body1,
          color: theme.palette.text.primary,
          backgroundColor: theme.palette.background.default,
        },
      })}
    />
  );
}

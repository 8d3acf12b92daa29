import GlobalStyles from '@mui/material/GlobalStyles';

/** The few document-wide rules the app needs (a lighter stand-in for MUI's CssBaseline). */
export function BaseStyles() {
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

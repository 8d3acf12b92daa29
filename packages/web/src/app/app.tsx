import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { PopupProvider } from '../core/popup';
import { BaseStyles } from './base-styles';
import { SnackbarProvider } from '../components/snackbar';
import { theme } from '../core/theme';

/** The app with its providers: theme, query cache, snackbar, popups and the router. */
export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}) {
  return (
    <ThemeProvider theme={theme}>
      <BaseStyles />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <PopupProvider>
            <RouterProvider router={router} />
          </PopupProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

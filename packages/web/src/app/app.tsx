import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PlanningStateProvider } from '../core/planning-state';
import { PopupProvider } from '../core/popup';
import { BaseStyles } from './base-styles';
import { SnackbarProvider } from '../components/snackbar';
import { siteTheme } from '../core/theme';

/**
 * The app with its providers: theme, query cache, snackbar, popups and the page's planning state
 * around the router (the browser's, or the server's static one).
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={siteTheme()}>
      <BaseStyles />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <PopupProvider>
            <PlanningStateProvider>{children}</PlanningStateProvider>
          </PopupProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

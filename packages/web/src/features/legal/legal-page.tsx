import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../core/page-title';
import { PrivacyPolicy } from './privacy-policy';
import { TermsOfService } from './terms-of-service';

function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box sx={{ px: { xs: 2.5, sm: 4 }, py: { xs: 4, sm: 6 }, maxWidth: 760, mx: 'auto' }}>
      {children}
    </Box>
  );
}

/** The page at /legal/tos.html. */
export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <TermsOfService />
    </LegalPage>
  );
}

/** The page at /legal/privacy.html. */
export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <PrivacyPolicy />
    </LegalPage>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import type { ReactNode } from 'react';
import { StatusCard } from '../../components/status-card';
import { usePageTitle } from '../../core/page-title';

/** One understood route parameter, shown to the reader. */
export interface ParamDetail {
  label: string;
  value: string;
}

/** The list of details, leaving out parameters that the address did not give. */
export function details(entries: [string, string | number | undefined | null][]): ParamDetail[] {
  return entries
    .filter((entry): entry is [string, string | number] => entry[1] != null && entry[1] !== '')
    .map(([label, value]) => ({ label, value: String(value) }));
}

/**
 * The honest interim state of a page that is not built yet: it names the feature and lists
 * the route parameters it understood, so a shared link still shows what it points to.
 */
export function NotAvailableYet({
  feature,
  title = feature,
  params = [],
  inline = false,
  children,
}: {
  feature: string;
  /** The page title; the feature's name unless given. */
  title?: string;
  params?: ParamDetail[];
  /** Inside another page's layout (no outer spacing) rather than a page of its own. */
  inline?: boolean;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <StatusCard
      icon={<ConstructionIcon />}
      inline={inline}
      title={`${feature} is not available yet.`}
    >
      <Typography color="text.secondary">
        This part of the site is still being built. The address is valid
        {params.length > 0 ? ' and asks for:' : '.'}
      </Typography>
      {params.length > 0 && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 3,
            rowGap: 1,
            mt: 2.5,
            mb: 0,
            p: 2,
            borderRadius: 2,
            bgcolor: 'background.default',
          }}
        >
          {params.map((param) => (
            <Box key={param.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {param.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {param.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {children}
    </StatusCard>
  );
}

/** Shown when a route's parameters fail validation; the message names the field. */
export function InvalidAddress({ feature, message }: { feature: string; message: string }) {
  usePageTitle('Invalid address');
  return (
    <StatusCard icon={<LinkOffIcon />} title="This address is not valid.">
      <Typography color="text.secondary" gutterBottom>
        The {feature.toLowerCase()} address could not be read:
      </Typography>
      <Typography role="alert" sx={{ fontWeight: 600 }}>
        {message}.
      </Typography>
    </StatusCard>
  );
}

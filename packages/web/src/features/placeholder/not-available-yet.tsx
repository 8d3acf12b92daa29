import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
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

/** The card of the interim and error pages, with links home and to the map. */
export function StatusCard({
  icon,
  title,
  inline = false,
  children,
}: {
  icon: ReactNode;
  /** The page's heading. */
  title: ReactNode;
  inline?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      sx={
        inline
          ? { px: { xs: 2, sm: 0 }, py: { xs: 3, sm: 0 } }
          : { px: 2, py: { xs: 4, sm: 8 }, display: 'flex', justifyContent: 'center' }
      }
    >
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 640, p: { xs: 3, sm: 5 }, borderRadius: '16px' }}
      >
        <Box
          sx={{
            width: 52,
            height: 52,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(11, 93, 94, 0.08)',
            color: 'primary.main',
            mb: 2.5,
          }}
        >
          {icon}
        </Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
          <Button variant="contained" component={RouterLink} to="/">
            Go to the home page
          </Button>
          <Button variant="outlined" component={RouterLink} to="/map">
            Open the world map
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
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

import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { StatusCard } from '../../components/status-card';
import { usePageTitle } from '../../core/page-title';

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

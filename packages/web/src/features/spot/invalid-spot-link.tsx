import LinkOffIcon from '@mui/icons-material/LinkOff';
import { StatusCard } from '../../components/status-card';
import { usePageTitle } from '../../core/page-title';

/** The spot page of an address whose spot number is not one. */
export function InvalidSpotLink() {
  usePageTitle('Spot not found');
  return (
    <StatusCard
      icon={<LinkOffIcon />}
      title="This link does not lead to a spot"
      text="The spot number in the address is not valid. It may have been copied incompletely."
    />
  );
}

import LinkOffIcon from '@mui/icons-material/LinkOff';
import { usePageTitle } from '../../core/page-title';
import { StatusCard } from '../../components/status-card';

/** The page for addresses that match no route. */
export function NotFound() {
  usePageTitle('Page not found');
  return (
    <StatusCard
      icon={<LinkOffIcon />}
      title="Page not found."
      text="There is no page at this address. It may have been mistyped, or the link that led here may be out of date."
    />
  );
}

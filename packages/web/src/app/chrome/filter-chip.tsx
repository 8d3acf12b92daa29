import Chip from '@mui/material/Chip';
import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import { useLocation } from 'react-router';
import { useSoftNavigate } from '../../core/navigation';
import { withoutFilters } from '../../lib/filters';

/** The removable chip of the active filter; removing it replaces the history entry (a soft change). */
export function FilterChip({ label }: { label: string }) {
  const location = useLocation();
  const softNavigate = useSoftNavigate();
  return (
    <Chip
      icon={<FilterAltIcon />}
      label={label}
      color="primary"
      variant="outlined"
      onDelete={() =>
        softNavigate({ pathname: location.pathname, search: withoutFilters(location.search) })
      }
      sx={{ maxWidth: 260, flexShrink: 1, minWidth: 0 }}
    />
  );
}

import Chip from '@mui/material/Chip';
import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import { useLocation } from 'react-router';
import { useSoftNavigate } from '../app/navigation';
import { describeFilter, withoutFilters } from '../lib/filters';

/** The removable chip of the active filter; removing it replaces the history entry (a soft change). */
export function FilterChip() {
  const location = useLocation();
  const softNavigate = useSoftNavigate();
  const label = describeFilter(location.search);
  if (!label) return null;
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

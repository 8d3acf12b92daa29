import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import HowToVoteIcon from '@mui/icons-material/HowToVoteOutlined';
import { Link as RouterLink } from 'react-router';
import { reviewLinkLabel, useReviewCount } from '../../core/review-count';
import { useCurrentUser } from '../../core/current-user';

/** The top bar's way to the Review page, for members, with the open proposals near them. */
export function ReviewLink() {
  const user = useCurrentUser();
  const count = useReviewCount();
  if (!user) return null;
  const label = reviewLinkLabel(count);
  return (
    <IconButton component={RouterLink} to="/review" title={label} aria-label={label}>
      <Badge badgeContent={count?.open ?? 0} color="primary" max={99}>
        <HowToVoteIcon />
      </Badge>
    </IconButton>
  );
}

import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { formatDistance, spotPath, type LatLng } from '@vantage/shared';
import { usePageTitle } from '../../core/page-title';
import { reviewQuery } from './community-api';
import { proposalText } from '../../lib/proposal-text';
import { ProposalVotes } from './proposal-votes';
import { PhotoMovePreview } from './photo-move-preview';
import { rememberReviewNear, useReviewNear } from '../../core/review-count';

/**
 * `/review`: open proposals across the site, nearest to the member first (once they share
 * their position), then oldest, so proposals on quiet spots get decided too; one click votes.
 */
export function ReviewPage() {
  usePageTitle('Review');
  // Where the member last located themselves here, so the list and the Review link's count agree.
  const remembered = useReviewNear();
  const [located, setLocated] = useState<LatLng | null>(null);
  const near = located ?? remembered;
  const [locating, setLocating] = useState(false);
  const query = useQuery(reviewQuery(near));
  const locate = () => {
    if (!('geolocation' in navigator)) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { lat: position.coords.latitude, lng: position.coords.longitude };
        setLocated(here);
        rememberReviewNear(here);
        setLocating(false);
      },
      () => setLocating(false),
      { maximumAge: 600_000, timeout: 10_000 },
    );
  };
  const proposals = query.data ?? [];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 1 }}>
        Review
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Changes other photographers proposed. A change applies when the votes of members other than
        its author reach +3, and is rejected at −3.
      </Typography>
      <Button
        size="small"
        startIcon={<MyLocationIcon />}
        onClick={locate}
        disabled={locating}
        sx={{ mb: 2 }}
      >
        {near ? 'Nearest to you first' : 'Show the nearest first'}
      </Button>
      {query.isSuccess && proposals.length === 0 && (
        <Typography color="text.secondary">Nothing is waiting for votes right now.</Typography>
      )}
      <Box component="ul" aria-label="Open proposals" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {proposals.map((proposal) => (
          <Stack
            component="li"
            key={proposal.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            data-proposal-id={proposal.id}
            sx={{
              py: 1.25,
              borderTop: 1,
              borderColor: 'divider',
              alignItems: { sm: 'center' },
              justifyContent: 'space-between',
            }}
          >
            <Box>
              <Link component={RouterLink} to={spotPath(proposal.spot)} sx={{ fontWeight: 600 }}>
                {proposal.spot.title}
              </Link>
              <Typography sx={{ fontSize: 14 }}>{proposalText(proposal)}</Typography>
              {proposal.kind === 'photo_move' && <PhotoMovePreview proposal={proposal} />}
              <Typography color="text.secondary" sx={{ fontSize: 13 }}>
                {proposal.user?.displayName ?? 'A member'} ·{' '}
                {new Date(proposal.created).toLocaleDateString('en-GB')}
                {proposal.distanceM !== null && ` · ${formatDistance(proposal.distanceM)} away`}
              </Typography>
            </Box>
            <ProposalVotes proposal={proposal} />
          </Stack>
        ))}
      </Box>
    </Container>
  );
}

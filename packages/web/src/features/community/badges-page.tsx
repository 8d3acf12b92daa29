import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  APPLY_SCORE,
  DAILY_GAIN_CAP,
  DELETED_MEMBER_NAME,
  formatDistance,
  SENSITIVE_BLUR_RADIUS_M,
  SENSITIVE_EXACT_MIN_IMPACT,
  SENSITIVE_REASON_LABELS,
  SENSITIVE_REASONS,
  SENSITIVE_TILE_MIN_HIDDEN_ZOOM,
  DAILY_LOSS_CAP,
  IMPACT_POINTS,
  TRUST_TIERS,
} from '@vantage/shared';
import { usePageTitle } from '../../core/page-title';
import { badgesQuery } from './community-api';

const TIER_COLOURS = { bronze: '#a0622d', silver: '#7d8792', gold: '#b8860b' } as const;

const POINTS: { event: keyof typeof IMPACT_POINTS; text: string }[] = [
  { event: 'proposalApplied', text: 'a proposal of yours is applied' },
  { event: 'proposalRejected', text: 'a proposal of yours is rejected' },
  { event: 'photoUpVoted', text: 'a photograph of yours is voted up' },
  { event: 'photoDownVoted', text: 'a photograph of yours is voted down' },
  { event: 'descriptionUpVoted', text: 'a description of yours is voted up' },
  { event: 'descriptionDownVoted', text: 'a description of yours is voted down' },
  { event: 'spotKeptPlace', text: 'a spot you added keeps its place against a move' },
];

/** `/badges`: how impact is earned, the trust tiers, and every badge with its holders. */
export function BadgesPage() {
  usePageTitle('Impact and badges');
  const query = useQuery(badgesQuery());
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 2 }}>
        Impact and badges
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        How impact is earned
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, mt: 0 }}>
        {POINTS.map(({ event, text }) => (
          <li key={event}>
            {IMPACT_POINTS[event] > 0 ? '+' : ''}
            {IMPACT_POINTS[event]} when {text}
          </li>
        ))}
        <li>
          At most {DAILY_GAIN_CAP} points are earned and {DAILY_LOSS_CAP} lost per day.
        </li>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Trust
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, mt: 0 }}>
        {TRUST_TIERS.map((tier) => (
          <li key={tier.name}>
            {tier.name} (impact {tier.minImpact}+): a vote counts {tier.weight}
            {tier.editsDirectly && '; their new titles and tags apply at once'}
          </li>
        ))}
        <li>
          A proposal applies at +{APPLY_SCORE} from members other than its author and is rejected at
          −{APPLY_SCORE}; votes of unconfirmed e-mail addresses do not count.
        </li>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Sensitive places
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, mt: 0 }} data-sensitive-rules>
        <li>
          Any member may propose to protect a fragile place, for one of these reasons:{' '}
          {SENSITIVE_REASONS.map((reason) => SENSITIVE_REASON_LABELS[reason]).join('; ')}. It is
          voted on like every proposal, and lifting the protection is a proposal too.
        </li>
        <li>
          Everyone else then sees the place at the centre of a fixed grid cell, at most{' '}
          {formatDistance(SENSITIVE_BLUR_RADIUS_M)} from where it is: always the same point, so
          asking again cannot narrow it down.
        </li>
        <li>
          The place leaves gallery downloads (KML, GPX, GeoJSON), search by coordinates, and the map
          from zoom {SENSITIVE_TILE_MIN_HIDDEN_ZOOM} on; its page publishes no position to search
          engines, and its photographs never show where they were taken.
        </li>
        <li>
          The member who added it, administrators and members with an impact of{' '}
          {SENSITIVE_EXACT_MIN_IMPACT} or more see the exact position.
        </li>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        When an account is deleted
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, mt: 0 }}>
        <li>
          Its votes are withdrawn and the scores counted again. A withdrawal never decides an open
          proposal, even when the new score reaches ±{APPLY_SCORE}: the next vote decides it.
        </li>
        <li>
          Its open proposals close; its decided proposals, the History and its descriptions stay,
          credited to “{DELETED_MEMBER_NAME}”.
        </li>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Badges
      </Typography>
      <Box component="ul" aria-label="Badges" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(query.data ?? []).map((badge) => (
          <Box
            component="li"
            key={badge.id}
            sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
            data-badge-id={badge.id}
          >
            <Typography sx={{ fontWeight: 650 }}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: TIER_COLOURS[badge.tier],
                  mr: 1,
                }}
              />
              {badge.name}{' '}
              <Typography component="span" color="text.secondary" sx={{ fontSize: 13 }}>
                ({badge.tier})
              </Typography>
            </Typography>
            <Typography sx={{ fontSize: 14 }}>{badge.rule}</Typography>
            <Typography color="text.secondary" sx={{ fontSize: 13 }}>
              {badge.holders.length === 0
                ? 'Nobody yet'
                : badge.holders.map((holder, i) => (
                    <span key={holder.id}>
                      {i > 0 && ', '}
                      {holder.username ? (
                        <Link
                          component={RouterLink}
                          underline="always"
                          to={`/by/${encodeURIComponent(holder.username)}`}
                        >
                          {holder.displayName}
                        </Link>
                      ) : (
                        holder.displayName
                      )}
                    </span>
                  ))}
            </Typography>
          </Box>
        ))}
      </Box>
    </Container>
  );
}

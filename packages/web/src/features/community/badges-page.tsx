import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  APPLY_SCORE,
  DAILY_GAIN_CAP,
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

import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { BadgeView } from '@vantage/shared';
import { usePageTitle } from '../../core/page-title';
import { BadgeRules } from './badge-rules';
import { badgesQuery } from './community-api';
import { TextLink } from '../../components/text-link';

const TIER_COLOURS = { bronze: '#a0622d', silver: '#7d8792', gold: '#b8860b' } as const;

/** A badge: its tier, name and rule, and who holds it. */
function BadgeItem({ badge }: { badge: BadgeView }) {
  return (
    <Box
      component="li"
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
                  <TextLink to={`/by/${encodeURIComponent(holder.username)}`}>
                    {holder.displayName}
                  </TextLink>
                ) : (
                  holder.displayName
                )}
              </span>
            ))}
      </Typography>
    </Box>
  );
}

/** `/badges`: how impact is earned, the trust tiers, and every badge with its holders. */
export function BadgesPage() {
  usePageTitle('Impact and badges');
  const query = useQuery(badgesQuery());
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 2 }}>
        Impact and badges
      </Typography>
      <BadgeRules />
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Badges
      </Typography>
      <Box component="ul" aria-label="Badges" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(query.data ?? []).map((badge) => (
          <BadgeItem key={badge.id} badge={badge} />
        ))}
      </Box>
    </Container>
  );
}

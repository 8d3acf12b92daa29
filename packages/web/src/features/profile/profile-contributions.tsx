import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { spotPath, type UserImpactAnswer } from '@vantage/shared';
import { outcomeText, proposalText } from '../../lib/proposal-text';
import { profileImpactQuery } from './profile-api';
import { BADGE_KINDS } from './badges';

/** Proposals listed before "Show all". */
const FIRST_PROPOSALS = 5;

const SOURCES = [
  { key: 'proposals', label: 'Accepted and rejected proposals' },
  { key: 'photos', label: 'Votes on photographs' },
  { key: 'descriptions', label: 'Votes on descriptions' },
  { key: 'spots', label: 'Spots that kept their place' },
] as const satisfies readonly { key: keyof UserImpactAnswer['points']; label: string }[];

const signed = (n: number) => (n > 0 ? `+${n.toLocaleString('en')}` : n.toLocaleString('en'));

/** Where the member's impact came from, the badges they hold and the proposals they made. */
export function ProfileContributions({ userId }: { userId: number }) {
  const data = useQuery(profileImpactQuery(userId)).data;
  if (!data) return null;
  const sources = SOURCES.filter((source) => data.points[source.key] !== 0);
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Box component="section" aria-label="Impact">
        <Typography variant="caption" color="text.secondary" component="p">
          Trust: {data.tier}
          {data.voteWeight > 0 &&
            ` · a vote counts ${data.voteWeight === 1 ? 'once' : `${data.voteWeight} times`}`}
        </Typography>
        {sources.length > 0 && (
          <Box component="dl" sx={{ m: 0, mt: 0.5, fontSize: 13 }}>
            {sources.map((source) => (
              <Box key={source.key} sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Box component="dt">{source.label}</Box>
                <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {signed(data.points[source.key])}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {data.badges.length > 0 && (
        <Box component="section" aria-label="Badges held">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {data.badges.map((badge) => (
              <Chip
                key={badge.id}
                size="small"
                label={badge.name}
                sx={{
                  borderLeft: 4,
                  borderColor: BADGE_KINDS.find((kind) => kind.key === badge.tier)?.color,
                }}
              />
            ))}
          </Box>
          <Link
            component={RouterLink}
            to="/badges"
            sx={{ fontSize: 13, mt: 0.75, display: 'inline-block' }}
          >
            Every badge and its rule
          </Link>
        </Box>
      )}
      {data.proposals.length > 0 && <ProposalHistory proposals={data.proposals} />}
    </Box>
  );
}

function ProposalHistory({ proposals }: { proposals: UserImpactAnswer['proposals'] }) {
  const [all, setAll] = useState(false);
  const shown = all ? proposals : proposals.slice(0, FIRST_PROPOSALS);
  return (
    <Box component="section" aria-labelledby="profile-proposals">
      <Typography id="profile-proposals" variant="caption" color="text.secondary" component="h2">
        Proposals
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((proposal) => (
          <Box
            component="li"
            key={proposal.id}
            sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}
          >
            <Link
              component={RouterLink}
              to={spotPath(proposal.spot)}
              sx={{ fontSize: 14, fontWeight: 600 }}
            >
              {proposal.spot.title}
            </Link>
            <Typography sx={{ fontSize: 13 }}>{proposalText(proposal)}</Typography>
            <Typography color="text.secondary" sx={{ fontSize: 12 }}>
              {outcomeText(proposal)}
            </Typography>
          </Box>
        ))}
      </Box>
      {proposals.length > FIRST_PROPOSALS && (
        <Button size="small" onClick={() => setAll((value) => !value)}>
          {all ? 'Show fewer' : `Show all ${proposals.length}`}
        </Button>
      )}
    </Box>
  );
}

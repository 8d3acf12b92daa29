import { Link as RouterLink } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  canRevertChange,
  DELETED_MEMBER_NAME,
  type HistoryEntry,
  type Spot,
} from '@vantage/shared';
import { useCurrentUser } from '../../core/current-user';
import { CollapsiblePanel } from '../../components/collapsible-panel';
import { useSnackbar } from '../../components/snackbar';
import { failureText } from '../../components/vote-control';
import { historyQuery, refreshSpot, revertChange } from './community-api';
import { changeText, proposalText } from '../../lib/proposal-text';
import { ProposalVotes } from './proposal-votes';

const REVERTIBLE = new Set(['renamed', 'moved', 'retagged']);

/** The spot's open proposals, each with its votes, and its History (with reverts for admins). */
export function SpotProposalsPanel({ spot }: { spot: Spot }) {
  const query = useQuery(historyQuery(spot.id));
  const data = query.data;
  if (!data || (data.open.length === 0 && data.changes.length === 0)) return null;
  return (
    <Box data-spot-proposals>
      <CollapsiblePanel
        title={data.open.length > 0 ? `Proposals (${data.open.length}) and history` : 'History'}
        storageKey="panel.history"
        defaultExpanded={data.open.length > 0}
      >
        {data.open.length > 0 && (
          <Box
            component="ul"
            aria-label="Open proposals"
            sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}
          >
            {data.open.map((proposal) => (
              <Stack
                component="li"
                key={proposal.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between', py: 0.5 }}
                data-proposal-id={proposal.id}
              >
                <Typography sx={{ fontSize: 14 }}>
                  {proposalText(proposal)}
                  {proposal.user && (
                    <Typography component="span" color="text.secondary" sx={{ fontSize: 13 }}>
                      {' '}
                      · {proposal.user.displayName}
                    </Typography>
                  )}
                </Typography>
                <ProposalVotes proposal={proposal} />
              </Stack>
            ))}
          </Box>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          History
        </Typography>
        <Box component="ol" aria-label="History" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.changes.map((entry) => (
            <HistoryRow key={entry.id} spot={spot} entry={entry} />
          ))}
        </Box>
      </CollapsiblePanel>
    </Box>
  );
}

function HistoryRow({ spot, entry }: { spot: Spot; entry: HistoryEntry }) {
  const user = useCurrentUser();
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const revert = () => {
    revertChange(spot.id, entry.id).then(
      () => {
        snackbar.show('The change was reverted.');
        refreshSpot(client, spot.id);
      },
      (error: unknown) => snackbar.show(failureText(error, 'The change could not be reverted.')),
    );
  };
  return (
    <Box component="li" sx={{ py: 0.75, borderTop: 1, borderColor: 'divider', fontSize: 14 }}>
      <div>
        {entry.revertOf !== null && 'Reverted: '}
        {changeText(entry)}
      </div>
      <Stack
        direction="row"
        spacing={1}
        sx={{ color: 'text.secondary', fontSize: 13, alignItems: 'center' }}
      >
        <span>
          {entry.user ? (
            entry.user.username ? (
              <Link component={RouterLink} to={`/by/${encodeURIComponent(entry.user.username)}`}>
                {entry.user.displayName}
              </Link>
            ) : (
              entry.user.displayName
            )
          ) : entry.proposal ? (
            // Every proposal has a member behind it: without one, the account was deleted.
            DELETED_MEMBER_NAME
          ) : (
            'Vantage'
          )}
          {' · '}
          <time dateTime={entry.created}>
            {new Date(entry.created).toLocaleDateString('en-GB', { timeZone: 'UTC' })}
          </time>
          {entry.proposal &&
            ` · voted in at ${entry.proposal.rating > 0 ? '+' : ''}${entry.proposal.rating}`}
        </span>
        {canRevertChange(user) && REVERTIBLE.has(entry.kind) && (
          <Button size="small" onClick={revert} sx={{ ml: 'auto' }}>
            Revert
          </Button>
        )}
      </Stack>
    </Box>
  );
}

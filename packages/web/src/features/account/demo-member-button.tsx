import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@vantage/shared';
import { fetchDemoMember, signInAsDemoMember } from './account-api';

/**
 * On a site that runs with its demo content outside production: one button that signs the
 * visitor in as the demo's first member, to see what members and moderators see (the bell,
 * the moderation queue, votes). Renders nothing elsewhere.
 */
export function DemoMemberButton({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const { data: member = null } = useQuery({
    queryKey: ['demoMember'],
    queryFn: fetchDemoMember,
    staleTime: Infinity,
    retry: false,
  });
  const mutation = useMutation({ mutationFn: signInAsDemoMember, onSuccess: onSignedIn });
  if (!member) return null;
  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        startIcon={<ExploreOutlinedIcon />}
        onClick={() => mutation.mutate()}
        disabled={mutation.isPending}
        fullWidth
      >
        Explore as {member.displayName}
      </Button>
      <Typography variant="caption" color="text.secondary">
        This site runs with its demo content: explore it as its demo member and administrator, with
        notifications in the bell and a moderation queue to work.
      </Typography>
      {mutation.isError && (
        <Alert severity="error" role="alert">
          Exploring as the demo member did not work. Please try again.
        </Alert>
      )}
    </Stack>
  );
}

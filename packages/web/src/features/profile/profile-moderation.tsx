import Stack from '@mui/material/Stack';
import type { PublicUser } from '@vantage/shared';
import { useCurrentUser } from '../../core/current-user';
import { LinkRightControls, MyReports, ReportButton, SuspensionControls } from '../moderation';

/**
 * Under a profile's header: the owner's own reports and how they ended; for other members a
 * Report button, and for administrators the member's suspension and lost right to post links.
 */
export function ProfileModeration({ profile, isOwner }: { profile: PublicUser; isOwner: boolean }) {
  const user = useCurrentUser();
  if (isOwner) return <MyReports />;
  if (!user) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
      <ReportButton
        target={{ kind: 'member', id: profile.id, title: profile.displayName }}
        authorId={profile.id}
        label="Report member"
      />
      <SuspensionControls member={profile} />
      <LinkRightControls member={profile} />
    </Stack>
  );
}

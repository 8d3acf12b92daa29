import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { PublicUser, UserStats } from '@vantage/shared';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { SafeMarkdown } from '../../components/safe-markdown';
import { BADGE_KINDS, badgeText, hasBadges } from './badges';
import { ProfileContributions } from './profile-contributions';
import { useLocaleData } from '../../lib/locale-data';
import { FollowButton } from '../notifications';

const formatCount = (value: number) => value.toLocaleString('en');

function Stat({ value, label }: { value: number | undefined; label: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.2 }}>
        {value === undefined ? <Skeleton width={32} /> : formatCount(value)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ letterSpacing: '0.02em' }}>
        {label}
      </Typography>
    </Box>
  );
}

/** The Bronze, Silver and Gold counts, or 'none yet'. */
export function BadgeList({ badges }: { badges: PublicUser['badges'] }) {
  return (
    <Box aria-label={`Badges: ${badgeText(badges)}`} role="group">
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.75 }}>
        Badges
      </Typography>
      {hasBadges(badges) ? (
        <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap">
          {BADGE_KINDS.map((kind) => (
            <Chip
              key={kind.key}
              size="small"
              variant="outlined"
              icon={<WorkspacePremiumIcon sx={{ color: `${kind.color} !important` }} />}
              label={`${kind.label} ${badges[kind.key]}`}
            />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          none yet
        </Typography>
      )}
    </Box>
  );
}

/**
 * Who the profile belongs to: avatar, display name, @username, about (sanitized markdown),
 * impact and contribution counts, badges, where the impact came from and the member's
 * proposals with how each ended. A card beside the tabs on wide screens, a
 * header above them on narrow ones.
 */
export function ProfileHeader({
  user,
  stats,
  compact,
  settingsPath,
  children,
}: {
  user: PublicUser;
  stats: UserStats | undefined;
  compact: boolean;
  /** Where the owner edits the profile; absent for other viewers. */
  settingsPath?: string;
  /** More below the contributions (reports, moderation). */
  children?: ReactNode;
}) {
  // Its counts.
  useLocaleData();
  const about = user.about.trim();
  return (
    <Paper
      component="header"
      variant="outlined"
      sx={{
        borderRadius: compact ? 0 : '16px',
        border: compact ? 0 : undefined,
        p: compact ? 2.5 : 3,
      }}
    >
      <Stack
        direction={compact ? 'row' : 'column'}
        spacing={compact ? 2 : 1.5}
        alignItems={compact ? 'center' : 'flex-start'}
      >
        <UserAvatar user={user} size={compact ? 72 : 112} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: compact ? '1.5rem' : '1.75rem', overflowWrap: 'anywhere' }}
          >
            {user.displayName}
          </Typography>
          {user.username && (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              @{user.username}
            </Typography>
          )}
          <Box sx={{ mt: 1 }}>
            <FollowButton type="member" target={user.id} />
          </Box>
        </Box>
      </Stack>
      {about ? (
        <SafeMarkdown text={about} sx={{ mt: 2, typography: 'body2', lineHeight: 1.6 }} />
      ) : (
        settingsPath && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            <Link component={RouterLink} to={settingsPath}>
              Add a few words about yourself
            </Link>
          </Typography>
        )
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: 2,
          mt: 2.5,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
          maxWidth: compact ? 420 : undefined,
        }}
      >
        <Stat value={user.impact} label="Impact" />
        <Stat value={stats?.photos} label="Photos" />
        <Stat value={stats?.spots} label="Spots" />
      </Box>
      <Box sx={{ mt: 2 }}>
        <BadgeList badges={user.badges} />
      </Box>
      <ProfileContributions userId={user.id} />
      {children}
    </Paper>
  );
}

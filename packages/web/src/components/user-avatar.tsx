import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { avatarColor, initials } from './initials';

/**
 * A user's picture, or their initials in a coloured circle. MUI's Avatar shows the initials
 * when the picture fails to load too (avatar failure shows initials).
 */
export function UserAvatar({
  user,
  size,
  sx,
}: {
  user: { displayName: string; picture: string | null };
  size: number;
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}) {
  return (
    <Avatar
      src={user.picture ?? undefined}
      alt={user.displayName}
      slotProps={{ img: { referrerPolicy: 'no-referrer' } }}
      sx={[
        {
          width: size,
          height: size,
          bgcolor: avatarColor(user.displayName),
          color: 'common.white',
          fontSize: Math.round(size * 0.4),
          fontWeight: 600,
        },
        sx ?? {},
      ]}
    >
      {initials(user.displayName)}
    </Avatar>
  );
}

import { avatarColor, initials } from './initials';
import { RoundPicture } from './round-picture';

/** A user's picture, or their initials in a coloured circle (also when the picture fails). */
export function UserAvatar({
  user,
  size,
}: {
  user: { displayName: string; picture: string | null };
  size: number;
}) {
  return (
    <RoundPicture
      src={user.picture}
      alt={user.displayName}
      referrerPolicy="no-referrer"
      sx={{
        width: size,
        height: size,
        bgcolor: avatarColor(user.displayName),
        color: 'common.white',
        fontSize: Math.round(size * 0.4),
        fontWeight: 600,
      }}
    >
      {initials(user.displayName)}
    </RoundPicture>
  );
}

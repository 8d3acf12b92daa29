import Box from '@mui/material/Box';
import { avatarColor, initials } from './initials';
import { RoundPicture } from './round-picture';

/** A user's picture, or their initials in a coloured circle (also when the picture fails). */
export function UserAvatar({
  user,
  size,
  decorative = false,
}: {
  user: { displayName: string; picture: string | null };
  size: number;
  /**
   * Inside a control that names itself ("Account menu"): the initials are drawn, not written,
   * so the control's name is all that is read, and a voice command may say it (the initials
   * "AT" would otherwise be the button's visible label, missing from its name).
   */
  decorative?: boolean;
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
      {decorative ? (
        <Box
          component="span"
          aria-hidden
          data-initials={initials(user.displayName)}
          sx={{ '&::before': { content: 'attr(data-initials)' } }}
        />
      ) : (
        initials(user.displayName)
      )}
    </RoundPicture>
  );
}

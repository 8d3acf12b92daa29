import { Link as RouterLink } from 'react-router';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';

/**
 * A tag as a link drawn as MUI's small clickable Chip (filled, or outlined with a dashed border
 * for a tag waiting for approval), on the ButtonBase every page already has: the spot page's
 * tags cost none of the Chip's code, which handles avatars, icons and deleting they never use.
 */
export function TagLinkChip({
  label,
  to,
  pending = false,
  struck = false,
  title,
}: {
  label: string;
  to: string;
  /** Waiting for approval: outlined with a dashed border. */
  pending?: boolean;
  /** Marked to be deleted: struck through. */
  struck?: boolean;
  title?: string;
}) {
  return (
    <ButtonBase
      component={RouterLink}
      to={to}
      title={title}
      sx={(theme: Theme) => ({
        maxWidth: '100%',
        height: 24,
        borderRadius: 12,
        px: pending ? '7px' : 1,
        boxSizing: 'border-box',
        fontFamily: theme.typography.fontFamily,
        fontSize: theme.typography.pxToRem(13),
        color: theme.palette.text.primary,
        textDecoration: struck ? 'line-through' : 'none',
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
        transition: theme.transitions.create(['background-color', 'box-shadow']),
        ...(pending
          ? {
              backgroundColor: 'transparent',
              border: `1px dashed ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
              '&:hover': { backgroundColor: theme.palette.action.hover },
              '&.Mui-focusVisible': { backgroundColor: theme.palette.action.focus },
            }
          : {
              backgroundColor: theme.palette.action.selected,
              '&:hover': {
                backgroundColor: theme.alpha(
                  theme.palette.action.selected,
                  theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
                ),
              },
              '&.Mui-focusVisible': {
                backgroundColor: theme.alpha(
                  theme.palette.action.selected,
                  theme.palette.action.selectedOpacity + theme.palette.action.focusOpacity,
                ),
              },
            }),
        '&:active': { boxShadow: theme.shadows[1] },
      })}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
    </ButtonBase>
  );
}

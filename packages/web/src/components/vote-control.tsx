import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Hint } from './hint';
import Typography from '@mui/material/Typography';
import ThumbDownIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpOutlined';
import { ApiError } from '../api/client';

/** Vote direction of the up and down buttons. */
export type Direction = 'up' | 'down';

/** The message for a failed call: the server's own words when it sent any. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body) return error.body.error.message;
  return fallback;
}

const VOTE_ICON = { up: ThumbUpIcon, down: ThumbDownIcon } as const;

function VoteButton({
  direction,
  label,
  disabled,
  onVote,
}: {
  direction: Direction;
  label: string;
  disabled?: boolean;
  onVote: (direction: Direction, anchor: HTMLElement) => void;
}) {
  const Icon = VOTE_ICON[direction];
  return (
    <Hint title={`Vote ${direction}`} describeChild>
      <span>
        <IconButton
          size="small"
          aria-label={`Vote ${direction} the ${label}`}
          disabled={disabled}
          onClick={(event) => onVote(direction, event.currentTarget)}
        >
          <Icon fontSize="small" />
        </IconButton>
      </span>
    </Hint>
  );
}

/** A rating with up and down buttons. */
export function VoteControl({
  rating,
  label,
  disabled,
  onVote,
}: {
  rating: number;
  /** What is voted on, for screen readers: 'photo', 'proposed location'. */
  label: string;
  disabled?: boolean;
  onVote: (direction: Direction, anchor: HTMLElement) => void;
}) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      <VoteButton direction="up" label={label} disabled={disabled} onVote={onVote} />
      <Typography
        component="output"
        aria-label={`Rating of the ${label}`}
        sx={{
          minWidth: 28,
          textAlign: 'center',
          fontWeight: 650,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {rating}
      </Typography>
      <VoteButton direction="down" label={label} disabled={disabled} onVote={onVote} />
    </Box>
  );
}

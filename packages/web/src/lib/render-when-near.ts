import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/**
 * How far what a part draws may reach past its box (focus rings, shadows): the browser clips a
 * part it renders on its own at its box, so the box is grown by this much on every side.
 */
const OVERFLOW_ROOM_PX = 8;

/**
 * The styles of a part of a page that often starts below the first screen (a phone's): the
 * browser styles, lays out and paints it when it comes near the view, not with the page's first
 * paint, and keeps it in the page for reading, searching and screen readers all along. Until it
 * has been drawn once it counts as `heightPx` tall. Its box is grown on every side by a margin
 * it takes back, so that focus rings and shadows at its edges are not clipped.
 */
export function renderWhenNear(heightPx: number): SystemStyleObject<Theme> {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${heightPx}px`,
    padding: `${OVERFLOW_ROOM_PX}px`,
    margin: `-${OVERFLOW_ROOM_PX}px`,
  };
}

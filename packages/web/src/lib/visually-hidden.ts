/**
 * The sx of text read by screen readers and invisible on screen; lengths are strings because
 * MUI reads 1 as 100%.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

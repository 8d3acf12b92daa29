/** The title style shared by the account dialogs: firmer than MUI's default dialog title. */
export const DIALOG_TITLE_SX = {
  fontSize: '1.35rem',
  fontWeight: 700,
  letterSpacing: '-0.01em',
} as const;

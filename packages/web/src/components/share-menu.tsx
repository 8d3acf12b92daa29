import { useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IosShareIcon from '@mui/icons-material/IosShare';
import ShareIcon from '@mui/icons-material/Share';
import { copyText } from '../lib/clipboard';
import { Divider, LazyMenu, ListItemIcon, ListItemText, MenuItem, preloadsMenu } from './lazy-menu';

/** One address the menu offers: the page's own first, then related ones (a photo's spot). */
export interface ShareLink {
  /** The menu item's words, e.g. 'Copy link' or 'Copy spot link'. */
  label: string;
  /** A path of this site, e.g. `/photo/12`; made absolute when shared. */
  path: string;
}

/** Whether the browser offers the device's own share sheet (phones, some desktops). */
function hasShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * The Share button of photos, spots and galleries: the device's share sheet where the browser
 * has one, and 'Copy link' always. Tells what happened through `onDone` (copied, shared or
 * failed) so the page says it its own way; `children` adds items such as 'Original page'.
 */
export function ShareMenu({
  title,
  links,
  onDone,
  children,
}: {
  /** The title the share sheet gives the address. */
  title: string;
  links: readonly [ShareLink, ...ShareLink[]];
  onDone: (outcome: ShareOutcome) => void;
  /** More items (an array: the menu takes no fragments), given a function closing the menu. */
  children?: (close: () => void) => ReactNode[];
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Known only in the browser: the server renders the menu without the sheet item.
  const [sheet, setSheet] = useState(false);
  useEffect(() => setSheet(hasShareSheet()), []);
  const close = () => setAnchor(null);
  // Items a page leaves out (null, false) leave no divider behind.
  const more = (children?.(close) ?? []).filter((item) => item != null && item !== false);
  const absolute = (path: string) => new URL(path, window.location.origin).href;

  const copy = (link: ShareLink) => {
    close();
    copyText(absolute(link.path)).then(
      () => onDone('copied'),
      () => onDone('copy-failed'),
    );
  };
  const share = () => {
    close();
    navigator.share({ title, url: absolute(links[0].path) }).then(
      () => onDone('shared'),
      (error: unknown) => {
        // Closing the sheet without choosing is no failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) onDone('share-failed');
      },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ShareIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        {...preloadsMenu}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Share
      </Button>
      <LazyMenu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {sheet && (
          <MenuItem onClick={share}>
            <ListItemIcon>
              <IosShareIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Share via…" />
          </MenuItem>
        )}
        {links.map((link) => (
          <MenuItem key={link.path} onClick={() => copy(link)}>
            <ListItemIcon>
              <ContentCopyIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={link.label} secondary={link.path} />
          </MenuItem>
        ))}
        {more.length > 0 && <Divider />}
        {more}
      </LazyMenu>
    </>
  );
}

/** What became of a choice in the share menu. */
export type ShareOutcome = 'copied' | 'shared' | 'copy-failed' | 'share-failed';

/** The snackbar's words for a `ShareOutcome`; the share sheet speaks for itself once it worked. */
export function shareMessage(outcome: ShareOutcome): string | null {
  switch (outcome) {
    case 'copied':
      return 'Link copied to clipboard.';
    case 'shared':
      return null;
    case 'copy-failed':
      return 'Could not copy to the clipboard.';
    case 'share-failed':
      return 'Could not open the share sheet. Copy the link instead.';
  }
}

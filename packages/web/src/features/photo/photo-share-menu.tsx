import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ShareIcon from '@mui/icons-material/Share';
import type { Photo } from '@vantage/shared';
import { useState } from 'react';
import { useSnackbar } from '../../components/snackbar';
import { copyText } from '../../lib/clipboard';
import { photoLinkTarget, photoPath, spotShortPath } from './photo-rules';

/** Share menu of a photo: its /photo/{id} link, its spot's /i/{id}, copy, source page. */
export function PhotoShareMenu({ photo }: { photo: Photo }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const snackbar = useSnackbar();
  // Read when a link is copied: the server renders this menu without a window.
  const absolute = (path: string) => `${window.location.origin}${path}`;
  const photoUrl = photoPath(photo.id);
  const spotUrl = photo.idSpot !== null ? spotShortPath(photo.idSpot) : null;
  const target = photoLinkTarget(photo);
  const source = /^https?:\/\//i.test(target) ? target : null;
  const close = () => setAnchor(null);

  const copy = (text: string) => {
    close();
    copyText(text).then(
      () => snackbar.show('Link copied to clipboard.'),
      (error: unknown) => {
        console.error(error);
        snackbar.show('Could not copy to the clipboard.');
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
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Share
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={() => copy(absolute(photoUrl))}>
          <ListItemIcon>
            <ContentCopyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Copy link" secondary={photoPath(photo.id)} />
        </MenuItem>
        <MenuItem component="a" href={photoUrl} target="_blank" rel="noopener" onClick={close}>
          <ListItemIcon>
            <LinkIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Open photo link" />
        </MenuItem>
        {spotUrl && (
          <MenuItem onClick={() => copy(absolute(spotUrl))}>
            <ListItemIcon>
              <PlaceIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Copy spot link" secondary={spotShortPath(photo.idSpot!)} />
          </MenuItem>
        )}
        {source && (
          <MenuItem
            component="a"
            href={source}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            <ListItemIcon>
              <OpenInNewIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Original page" />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { Photo } from '@vantage/shared';
import { ShareMenu, shareMessage, type ShareLink } from '../../components/share-menu';
import { useSnackbar } from '../../components/snackbar';
import { photoLinkTarget, photoPath, spotShortPath } from './photo-rules';

/** Share menu of a photo: its /photo/{id} link, its spot's /i/{id}, and its source page. */
export function PhotoShareMenu({ photo }: { photo: Photo }) {
  const snackbar = useSnackbar();
  const links: [ShareLink, ...ShareLink[]] = [{ label: 'Copy link', path: photoPath(photo.id) }];
  if (photo.idSpot !== null) {
    links.push({ label: 'Copy spot link', path: spotShortPath(photo.idSpot) });
  }
  const target = photoLinkTarget(photo);
  const source = /^https?:\/\//i.test(target) ? target : null;
  return (
    <ShareMenu
      title={photo.title || 'Photo'}
      links={links}
      onDone={(outcome) => {
        const message = shareMessage(outcome);
        if (message) snackbar.show(message);
      }}
    >
      {source
        ? (close) => [
            <MenuItem
              key="source"
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
            </MenuItem>,
          ]
        : undefined}
    </ShareMenu>
  );
}

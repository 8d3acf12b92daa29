import ListItemText from '@mui/material/ListItemText';
import type { Photo } from '@vantage/shared';
import { OpenInNewMenuItem } from '../../components/open-in-new-menu-item';
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
            <OpenInNewMenuItem key="source" href={source} onClick={close}>
              <ListItemText primary="Original page" />
            </OpenInNewMenuItem>,
          ]
        : undefined}
    </ShareMenu>
  );
}

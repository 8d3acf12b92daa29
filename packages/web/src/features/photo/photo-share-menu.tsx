import ListItemText from '@mui/material/ListItemText';
import type { Photo } from '@vantage/shared';
import { OpenInNewMenuItem } from '../../components/open-in-new-menu-item';
import { ShareMenu, shareMessage, type ShareLink } from '../../components/share-menu';
import { useSnackbar } from '../../components/snackbar';
import { useReport } from '../moderation';
import { photoLinkTarget, photoPath, spotShortPath } from './photo-rules';

/**
 * Share menu of a photo: its /photo/{id} link, its spot's /i/{id}, its source page, and Report
 * for signed-in members other than its owner.
 */
export function PhotoShareMenu({ photo }: { photo: Photo }) {
  const snackbar = useSnackbar();
  const links: [ShareLink, ...ShareLink[]] = [{ label: 'Copy link', path: photoPath(photo.id) }];
  if (photo.idSpot !== null) {
    links.push({ label: 'Copy spot link', path: spotShortPath(photo.idSpot) });
  }
  const target = photoLinkTarget(photo);
  const source = /^https?:\/\//i.test(target) ? target : null;
  const report = useReport(
    { kind: 'photo', id: photo.id, title: photo.title || 'Untitled photo' },
    photo.user?.id ?? null,
  );
  return (
    <>
      <ShareMenu
        title={photo.title || 'Photo'}
        links={links}
        onDone={(outcome) => {
          const message = shareMessage(outcome);
          if (message) snackbar.show(message);
        }}
      >
        {(close) => [
          source && (
            <OpenInNewMenuItem key="source" href={source} onClick={close}>
              <ListItemText primary="Original page" />
            </OpenInNewMenuItem>
          ),
          report.item(close),
        ]}
      </ShareMenu>
      {report.dialog}
    </>
  );
}

import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CollectionsIcon from '@mui/icons-material/CollectionsOutlined';
import { canEditGallery, galleryPath, SPOT_LIST_TABS, type SpotList } from '@vantage/shared';
import { isNotFoundError } from '../../api/client';
import { MissingOrFailedCard } from '../../components/status-card';
import { useCurrentUser } from '../../core/current-user';
import { usePageTitle } from '../../core/page-title';
import { useHasDraft } from '../../core/use-draft';
import { checkParams, routeParamSchemas } from '../../core/route-params';
import { InvalidAddress } from '../site-pages';
import { galleryQuery } from './gallery-api';
import { OfflinePage, useUnreachableOffline } from '../offline';
import { GalleryEditForm } from './gallery-edit-form';
import { GalleryActions, GalleryHeader } from './gallery-header';
import { GalleryTabBody, type GalleryTab } from './gallery-tab-body';

/**
 * `/by/{username}/gallery/{spotlist}/{tab?}` (and its `spotlist` alias), or
 * `/user/{id}/gallery/{spotlist}/{tab?}` while the owner has no username.
 */
export function GalleryRoute() {
  const params = useParams();
  const checked =
    params.idUser === undefined
      ? checkParams(routeParamSchemas.spotList, params)
      : checkParams(routeParamSchemas.userSpotList, params);
  if (!checked.ok) return <InvalidAddress feature="Gallery" message={checked.message} />;
  const { spotlist, tab } = checked.data;
  const ownerId = 'idUser' in checked.data ? checked.data.idUser : null;
  const owner = 'username' in checked.data ? checked.data.username : String(ownerId);
  return <GalleryView owner={owner} ownerId={ownerId} urlTitle={spotlist} tab={tab} />;
}

function GalleryView({
  owner,
  ownerId,
  urlTitle,
  tab,
}: {
  /** The owner as the gallery calls name them: a username, or an id. */
  owner: string;
  /** The owner's id when the address names them by it. */
  ownerId: number | null;
  urlTitle: string;
  tab: GalleryTab | undefined;
}) {
  const query = useQuery(galleryQuery(owner, urlTitle));
  const { search } = useLocation();
  const offline = useUnreachableOffline(query) && !query.data;
  usePageTitle(query.data?.title ?? 'Gallery');
  if (offline) return <OfflinePage what="gallery" />;
  if (query.isPending) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Skeleton width="40%" height={48} />
        <Skeleton variant="rounded" sx={{ height: 320, mt: 2 }} />
      </Container>
    );
  }
  if (query.isError) {
    return <GalleryMissing reason={isNotFoundError(query.error) ? null : query.error.message} />;
  }
  const list = query.data;
  // A username of digits is looked up before the id it spells: that is another member's.
  if (ownerId !== null && list.ownerId !== ownerId) return <GalleryMissing reason={null} />;
  // Another address of the gallery (an old link) gives way to its own.
  const ownAddress = ownerId !== null ? list.username === null : list.username === owner;
  if (!ownAddress) return <Navigate replace to={galleryPath(list, tab) + search} />;
  const shownTab: GalleryTab = tab ?? (list.photos.length > 0 ? 'photos' : 'spots');
  return <GalleryContent list={list} tab={shownTab} />;
}

/** A gallery that is not there (`reason` null), or could not be loaded for `reason`. */
function GalleryMissing({ reason }: { reason: string | null }) {
  return (
    <MissingOrFailedCard
      icon={<CollectionsIcon sx={{ fontSize: 40 }} color="action" />}
      what="gallery"
      missing={reason === null}
      missingText="This gallery does not exist, or its owner keeps it private."
      failedText={`${reason}. Please try again.`}
    />
  );
}

function GalleryContent({ list, tab }: { list: SpotList; tab: GalleryTab }) {
  const user = useCurrentUser();
  const isOwner = canEditGallery(user, { ownerId: list.owner.id, isPublic: list.isPublic });
  const [editing, setEditing] = useState(false);
  // A gallery left with unsaved changes opens in its editor again, the draft restored.
  const kept = useHasDraft({ editor: 'gallery', object: list.id });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
      {isOwner && (editing || kept) ? (
        <GalleryEditForm list={list} onClose={() => setEditing(false)} />
      ) : (
        <GalleryHeader list={list}>
          <GalleryActions list={list} isOwner={isOwner} onEdit={() => setEditing(true)} />
        </GalleryHeader>
      )}
      <Tabs value={tab} sx={{ mt: 2.5 }} aria-label="Gallery sections">
        {SPOT_LIST_TABS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={
              entry === 'photos'
                ? `Photos (${list.photoCount})`
                : entry === 'spots'
                  ? `Spots (${list.spotCount})`
                  : 'Map'
            }
            component={RouterLink}
            to={galleryPath(list, entry)}
            replace
          />
        ))}
      </Tabs>
      <Box sx={{ mt: 2.5 }}>
        <GalleryTabBody list={list} tab={tab} isOwner={isOwner} />
      </Box>
    </Container>
  );
}

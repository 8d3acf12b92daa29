import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type SensitiveBody, type LatLng, round6, type Spot } from '@vantage/shared';
import { apiFetch, apiPost, type SchemaName } from '../../api/client';
import { spotKey } from '../../core/spot-query';
import type { Direction } from '../../components/vote-control';

const post = { method: 'POST' } as const;

/** The two actions of a vote endpoint, up then down. */
type VoteActions = readonly [up: string, down: string];
const RATE: VoteActions = ['rateUp', 'rateDown'];

/** A vote sent as `POST {path}/{action}`, the action chosen by the direction. */
function postVote<N extends SchemaName>(
  path: string,
  [up, down]: VoteActions,
  direction: Direction,
  schema: N,
) {
  return apiFetch(`${path}/${direction === 'up' ? up : down}`, schema, post);
}

/** `POST /editTitle/{id}`: proposes a new title. */
export const proposeTitle = (spotId: number, newTitle: string) =>
  apiPost(`/editTitle/${spotId}`, { newTitle }, 'EditTitleAnswer');

/** `POST /editTitle/{id}/rateUp|rateDown`. */
export const voteTitle = (spotId: number, direction: Direction) =>
  postVote(`/editTitle/${spotId}`, RATE, direction, 'TitleVoteAnswer');

/** `POST /movePoint/{id}`: proposes a new position. */
export const proposeMove = (spotId: number, position: LatLng) =>
  apiPost(`/movePoint/${spotId}`, { lat: position.lat, long: position.lng }, 'MovePointAnswer');

/** `POST /point/{id}/moveRateUp|moveRateDown`. */
export const voteMove = (spotId: number, direction: Direction) =>
  postVote(`/point/${spotId}`, ['moveRateUp', 'moveRateDown'], direction, 'MovePointAnswer');

/** `POST /movePhoto/{idPhoto}/rateUp|rateDown`: a vote on a photo's open move. */
export const votePhotoMove = (photoId: number, direction: Direction) =>
  postVote(`/movePhoto/${photoId}`, RATE, direction, 'MovePhotoAnswer');

/** `POST /point/{id}/sensitive`: proposes to protect a fragile place or to lift it. */
export const proposeSensitive = (spotId: number, body: SensitiveBody) =>
  apiPost(`/point/${spotId}/sensitive`, body, 'SensitiveAnswer');

/** `POST /point/{id}/sensitiveRateUp|sensitiveRateDown`. */
export const voteSensitive = (spotId: number, direction: Direction) =>
  postVote(
    `/point/${spotId}`,
    ['sensitiveRateUp', 'sensitiveRateDown'],
    direction,
    'SensitiveAnswer',
  );

/** `POST /point/{id}/editTags`: the tag list as the member wants it. */
export const editTags = (spotId: number, tags: readonly string[]) =>
  apiPost(`/point/${spotId}/editTags`, { tags }, 'EditTagsAnswer');

/** `POST /point/{id}/rateTag`. */
export const rateTag = (spotId: number, tag: string, direction: Direction) =>
  apiPost(
    `/point/${spotId}/rateTag`,
    { tag, value: direction === 'up' ? 1 : -1 },
    'ProposalVoteAnswer',
  );

/** `POST /point/{id}/desc` (new) or `/desc/{descId}` (edit). */
export const saveDescription = (spotId: number, descId: number | null, description: string) =>
  apiPost(
    descId === null ? `/point/${spotId}/desc` : `/point/${spotId}/desc/${descId}`,
    { description },
    'Description',
  );

/** `POST /point/{id}/desc/{descId}/rateUp|rateDown`. */
export const voteDescription = (spotId: number, descId: number, direction: Direction) =>
  postVote(`/point/${spotId}/desc/${descId}`, RATE, direction, 'RatingAnswer');

/** `POST /point/{id}/history/{changeId}/revert` (administrators). */
export const revertChange = (spotId: number, changeId: number) =>
  apiFetch(`/point/${spotId}/history/${changeId}/revert`, 'SpotHistoryAnswer', post);

/** A spot's open proposals and History. */
export function historyQuery(spotId: number) {
  return queryOptions({
    queryKey: ['spot-history', spotId] as const,
    queryFn: () => apiFetch(`/point/${spotId}/history`, 'SpotHistoryAnswer'),
    // Votes of others decide proposals at any time: read again whenever shown.
    staleTime: 0,
  });
}

/** Open proposals across the site, nearest to `near` first. */
export function reviewQuery(near: LatLng | null) {
  return queryOptions({
    queryKey: ['review', near?.lat ?? null, near?.lng ?? null] as const,
    queryFn: () =>
      // Rounded, so a number never reaches the address in exponent form (1e-7).
      apiFetch(
        near ? `/review?lat=${round6(near.lat)}&long=${round6(near.lng)}` : '/review',
        'ProposalList',
      ),
    staleTime: 0,
  });
}

/** Every badge with its holders. */
export function badgesQuery() {
  return queryOptions({
    queryKey: ['badges'] as const,
    queryFn: () => apiFetch('/badges', 'BadgesAnswer'),
  });
}

/** Changes the cached spot at once (optimistic votes, answers of the server). */
export function patchSpot(client: QueryClient, spotId: number, patch: (spot: Spot) => Spot) {
  client.setQueryData<Spot>(spotKey(spotId), (cached) => (cached ? patch(cached) : cached));
}

/** Sets fields of the cached spot, as an answer gives them. */
export function setSpotFields(client: QueryClient, spotId: number, fields: Partial<Spot>) {
  patchSpot(client, spotId, (cached) => ({ ...cached, ...fields }));
}

/** After a decision the spot, its History and the Review list are read again. */
export function refreshSpot(client: QueryClient, spotId: number) {
  void client.invalidateQueries({ queryKey: spotKey(spotId) });
  void client.invalidateQueries({ queryKey: ['spot-history', spotId] });
  void client.invalidateQueries({ queryKey: ['review'] });
}

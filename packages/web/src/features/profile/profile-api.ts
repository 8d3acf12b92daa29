import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  PhotoList,
  PublicUser,
  UserStats,
  UserImpactAnswer,
  UserUpdateAnswer,
  type Photo,
  type UserUpdateBody,
} from '@vantage/shared';
import { apiFetch, apiPost } from '../../api/client';
import type { ProfileRoute } from './profile-access';

/** The API path of the profile the address names. */
function userPath(route: ProfileRoute): string {
  return route.kind === 'username'
    ? `/username/${encodeURIComponent(route.username)}`
    : `/user/${route.id}`;
}

function routeKey(route: ProfileRoute): [string, string | number] {
  return route.kind === 'username' ? ['name', route.username.toLowerCase()] : ['id', route.id];
}

/** The public profile: `GET /api/username/{name}` or `/api/user/{id}`. */
export function profileUserQuery(route: ProfileRoute) {
  return queryOptions({
    queryKey: ['user', ...routeKey(route)],
    queryFn: () => apiFetch(userPath(route), PublicUser),
  });
}

/** Contribution counts and best photos: `GET …/stats`. */
export function profileStatsQuery(route: ProfileRoute) {
  return queryOptions({
    queryKey: ['userStats', ...routeKey(route)],
    queryFn: () => apiFetch(`${userPath(route)}/stats`, UserStats),
  });
}

/** Where a member's impact came from, their trust, badges and proposals: `GET …/impact`. */
export function profileImpactQuery(userId: number) {
  return queryOptions({
    queryKey: ['impact', userId] as const,
    queryFn: () => apiFetch(`/user/${userId}/impact`, UserImpactAnswer),
  });
}

/** Which of a user's photos: normal ones or test shots. */
export type UserPhotoType = 'normal' | 'test';

/** Photos per request of the profile grid. */
export const PHOTO_PAGE_SIZE = 24;

function fetchUserPhotos(idUser: number, type: UserPhotoType, offset: number, limit: number) {
  const query = new URLSearchParams({ type, limit: String(limit), offset: String(offset) });
  return apiFetch(`/user/${idUser}/photos?${query.toString()}`, PhotoList);
}

/** A user's photos page by page, for the photos and test-shots tabs. */
export function userPhotosQuery(idUser: number, type: UserPhotoType) {
  return infiniteQueryOptions({
    queryKey: ['userPhotos', idUser, type],
    queryFn: ({ pageParam }) => fetchUserPhotos(idUser, type, pageParam, PHOTO_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (last: Photo[], pages: Photo[][]) =>
      last.length < PHOTO_PAGE_SIZE ? undefined : pages.length * PHOTO_PAGE_SIZE,
  });
}

/** The API's largest page, and how many photos the profile map places at most. */
const MAP_PAGE_SIZE = 100;
const MAP_PHOTO_LIMIT = 500;

/** The user's photos for the map tab: as many as the map shows, in a few large pages. */
export function userMapPhotosQuery(idUser: number) {
  return queryOptions({
    queryKey: ['userPhotos', idUser, 'map'],
    queryFn: async () => {
      const photos: Photo[] = [];
      while (photos.length < MAP_PHOTO_LIMIT) {
        const page = await fetchUserPhotos(idUser, 'normal', photos.length, MAP_PAGE_SIZE);
        photos.push(...page);
        if (page.length < MAP_PAGE_SIZE) break;
      }
      return photos;
    },
  });
}

/** `POST /api/user`: saves the owner's profile fields; answers the (possibly new) username. */
export function saveProfile(body: UserUpdateBody) {
  return apiPost('/user', body, UserUpdateAnswer);
}

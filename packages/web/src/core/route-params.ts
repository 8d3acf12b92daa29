import {
  ABOUT_TABS,
  EXPLORE_TABS,
  IdParam,
  PROFILE_TABS,
  SEARCH_TEXT_MAX,
  SPOT_LIST_TABS,
  parseRegion,
  type Region,
} from '@vantage/shared';
import { z } from 'zod';
import { lazySchema } from '../lib/lazy-schema';

/** Route parameters as React Router hands them over. */
export type RawParams = Record<string, string | undefined>;

/** Validated route parameters, or the first invalid field with a message that names it. */
export type ParamResult<T> = { ok: true; data: T } | { ok: false; field: string; message: string };

// Each schema is built the first time a page checks its parameters with it: building them all
// when this module loads cost a page's start several milliseconds, for the one or two it uses.
const positiveId = lazySchema(() =>
  z
    .string({ error: 'is required' })
    .regex(/^\d+$/, { error: 'must be a positive whole number' })
    // The shared IdParam holds the range rules; its coercion would also accept '0x1f' or '1e3'.
    .transform((value, ctx) => {
      const parsed = IdParam.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.issues.push({
        code: 'custom',
        message: parsed.error.issues[0]?.message ?? 'is not valid',
        input: value,
      });
      return z.NEVER;
    }),
);

const optionalPositiveId = lazySchema(() =>
  z.preprocess((value) => (value === '' ? undefined : value), positiveId.optional()),
);

const pathText = lazySchema(() =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(SEARCH_TEXT_MAX, { error: `must be at most ${SEARCH_TEXT_MAX} characters` }),
);

// Tag names in URLs use underscores for spaces.
const tagName = lazySchema(() => pathText.transform((tag) => tag.replace(/_/g, ' ')));

const username = lazySchema(() =>
  z
    .string({ error: 'is required' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'may contain only letters, digits, dash or underscore' })
    .max(64, { error: 'must be at most 64 characters' }),
);

function tabOf<const T extends readonly string[]>(tabs: T) {
  return z.enum(tabs, { error: `must be one of ${tabs.join(', ')}` }).optional();
}

/** The schemas of each not-yet-built route's parameters, keyed by route. */
export const routeParamSchemas = {
  search: lazySchema(() => z.object({ text: pathText })),
  newPhoto: lazySchema(() => z.object({ l: optionalPositiveId })),
  photo: lazySchema(() => z.object({ photoId: optionalPositiveId })),
  user: lazySchema(() => z.object({ idUser: positiveId, tab: tabOf(PROFILE_TABS) })),
  profile: lazySchema(() => z.object({ username, tab: tabOf(PROFILE_TABS) })),
  spotList: lazySchema(() =>
    z.object({ username, spotlist: pathText, tab: tabOf(SPOT_LIST_TABS) }),
  ),
  userSpotList: lazySchema(() =>
    z.object({ idUser: positiveId, spotlist: pathText, tab: tabOf(SPOT_LIST_TABS) }),
  ),
  tag: lazySchema(() => z.object({ tag: tagName })),
  photoLocation: lazySchema(() =>
    z.object({
      tag1: tagName,
      tag2: tagName.optional(),
      tag3: tagName.optional(),
      tag4: tagName.optional(),
    }),
  ),
  guide: lazySchema(() => z.object({ guide: pathText.optional(), t: tagName.optional() })),
  spotId: lazySchema(() => z.object({ id: positiveId })),
  explore: lazySchema(() => z.object({ tab: tabOf(EXPLORE_TABS.map((tab) => tab.id)) })),
  about: lazySchema(() => z.object({ tab: tabOf(ABOUT_TABS.map((tab) => tab.id)) })),
} as const;

/** Validates route parameters with a schema; the message of a failure starts with the field's name. */
export function checkParams<S extends z.ZodType>(
  schema: S,
  raw: RawParams,
): ParamResult<z.output<S>> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : 'address';
  return { ok: false, field, message: `${field} ${issue?.message ?? 'is not valid'}` };
}

/** Validates the four numbers of /r/{lat}/{long}/{dLat}/{dLong} with the shared region rules. */
export function checkRegionParams(raw: RawParams): ParamResult<Region> {
  const result = parseRegion({
    lat: raw.lat ?? '',
    long: raw.long ?? '',
    dLat: raw.dLat ?? '',
    dLong: raw.dLong ?? '',
  });
  return result.ok
    ? { ok: true, data: result.region }
    : { ok: false, field: result.field, message: result.message };
}

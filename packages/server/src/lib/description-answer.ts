import type { Description, UserRef } from '@vantage/shared';
import type { Selectable } from 'kysely';
import type { DescriptionsTable } from '../db/types';

/** A stored description as the spot answer lists it, with its author's reference. */
export function toDescription(
  row: Selectable<DescriptionsTable>,
  user: UserRef | null,
): Description {
  return {
    id: row.id,
    text: row.text,
    rating: row.rating,
    created: new Date(row.created_at).toISOString(),
    user,
    author: row.author,
    license: row.license,
    linkURL: row.link_url,
  };
}

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, INVALID_CHARACTERS_MESSAGE } from '../domain/text-characters';
import { UserUpdateBody } from './auth';
import { DescriptionBody, EditTagsBody, EditTitleBody, SensitiveBody } from './community';
import { FlickrDecisionBody } from './flickr';
import { NewSpotListBody, SpotListParams, SpotListUpdateBody } from './gallery';
import { GuideSaveBody } from './guide';
import { NewImageBody, UpdateImageBody } from './photo-edit';
import { PopularLocationsBody } from './popular';
import { NewSpotBody } from './spot';
import { TagUpdateBody } from './tag-page';

/** Each body with user text, a valid value, and where its text goes. */
const cases: [string, z.ZodType, (text: string) => unknown, string][] = [
  ['new spot title', NewSpotBody, (title) => ({ lat: 1, long: 2, title }), 'title'],
  ['new spot tag', NewSpotBody, (tag) => ({ lat: 1, long: 2, title: 'x', tags: [tag] }), 'tags.0'],
  ['title edit', EditTitleBody, (newTitle) => ({ newTitle }), 'newTitle'],
  ['tag edit', EditTagsBody, (tag) => ({ tags: ['ok', tag] }), 'tags.1'],
  [
    'sensitive note',
    SensitiveBody,
    (note) => ({ sensitive: true, reason: 'wildlife', note }),
    'note',
  ],
  ['description', DescriptionBody, (description) => ({ description }), 'description'],
  ['gallery title', NewSpotListBody, (title) => ({ title }), 'title'],
  [
    'gallery description',
    // The edit, not the deletion, of the union (whose own error names neither).
    SpotListUpdateBody.options[1],
    (description) => ({ id: 1, title: 'x', description }),
    'description',
  ],
  ['gallery address', SpotListParams, (username) => ({ title: 'x', username }), 'username'],
  ['guide title', GuideSaveBody, (title) => ({ id: -2, tag: 'Alps', title, doc: {} }), 'title'],
  [
    'tag info',
    TagUpdateBody,
    (infoText) => ({ idTag: 1, newData: { infoText } }),
    'newData.infoText',
  ],
  ['popular tag', PopularLocationsBody, (tag) => ({ locations: [{ tag }] }), 'locations.0.tag'],
  ['about', UserUpdateBody, (about) => ({ id: 1, about }), 'about'],
  ['display name', UserUpdateBody, (displayName) => ({ id: 1, displayName }), 'displayName'],
  [
    'photo author',
    NewImageBody,
    (author) => ({ id: 'a', idSpot: 1, title: 'x', author }),
    'author',
  ],
  ['photo title', UpdateImageBody, (title) => ({ title }), 'title'],
  // EXIF may come as the JSON text of an object, which no walk over the body looks into.
  ['EXIF as JSON', UpdateImageBody, (Model) => ({ exif: JSON.stringify({ Model }) }), 'exif.Model'],
  [
    'Flickr title',
    FlickrDecisionBody,
    (title) => ({ id: '1', importNew: true, title, lat: 1, long: 2 }),
    'title',
  ],
];

describe('user text in request bodies', () => {
  it.each(cases)('takes plain text as the %s', (_name, schema, body) => {
    expect(schema.safeParse(body('Lago di Braies 🌄 $& ]]>')).success).toBe(true);
  });

  it.each(cases)(
    'refuses what no text of the site holds as the %s',
    (_name, schema, body, path) => {
      for (const [text, message] of [
        ['a\u0000b', CONTROL_CHARACTERS_MESSAGE],
        ['a\u0085b', CONTROL_CHARACTERS_MESSAGE],
        ['a\uFFFFb', INVALID_CHARACTERS_MESSAGE],
        ['a\uD800b', INVALID_CHARACTERS_MESSAGE],
      ] as const) {
        const result = schema.safeParse(body(text));
        expect(result.success, JSON.stringify(text)).toBe(false);
        const issue = result.error!.issues[0]!;
        expect([issue.path.join('.'), issue.message]).toEqual([path, message]);
      }
    },
  );
});

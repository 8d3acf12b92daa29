import { z } from 'zod';
import {
  FILTERED_SPOTS_MAX,
  FilteredSpotsAnswer,
  SearchAnswer,
  SearchParams,
  SpotFilters,
} from '@vantage/shared';
import { sendPrepared } from '../../lib/prepared-body';
import { documentedAs } from '../../lib/route-docs';
import { zodRoutes } from '../../lib/zod-app';
import type { SearchService } from './search.service';

const doc = documentedAs(['search']);

/** HTTP for search. */
export function searchRoutes(service: SearchService) {
  return zodRoutes((app) => {
    app.get(
      '/search/:text',
      doc('Places, tags and spots matching a text, or the coordinates it names', {
        description:
          'Spots match every word of the title or tags (the last word by prefix, accents ignored), ' +
          'best first; a misspelt word is corrected and `corrected` holds the text searched. ' +
          'Text that reads as coordinates answers them with the spots within 2 km. ' +
          'ft, fu, fs and fsl with fsu narrow the spots.',
        params: SearchParams,
        querystring: SpotFilters,
        response: { 200: SearchAnswer, 304: z.null() },
      }),
      async (request, reply) => {
        // The same for everyone who searches the same: kept, serialized once.
        const { params, query } = request;
        const answer = await service.preparedSearch(params.text, query);
        void reply.header('Cache-Control', 'public, max-age=60');
        return sendPrepared(request, reply, answer, () => service.keptSearch(params.text, query));
      },
    );

    app.get(
      '/filteredSpots',
      doc('The most popular spots passing the filters, for the map', {
        description: `At most ${FILTERED_SPOTS_MAX} spots; at least one of ft, fu, fs or fsl with fsu.`,
        querystring: SpotFilters,
        response: { 200: FilteredSpotsAnswer },
      }),
      async (request, reply) => {
        const answer = await service.filteredSpots(request.query);
        void reply.header('Cache-Control', 'public, max-age=60');
        return answer;
      },
    );
  });
}

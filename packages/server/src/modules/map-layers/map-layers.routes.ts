import { z } from 'zod';
import { MapLayerId, MapLayersAnswer } from '@vantage/shared';
import { tileParams } from '../../lib/tile-params';
import { documentedAs } from '../../lib/route-docs';
import { zodRoutes } from '../../lib/zod-app';
import { cacheControl } from '../../lib/cache-control';
import { FALLBACK_METADATA_KEY, type MapLayersService } from './map-layers.service';

const doc = documentedAs(['map']);
const LIST_CACHE = 'public, max-age=300';
const STYLE_CACHE = 'public, max-age=300';
/** The built-in basemap standing in for an unreachable provider is asked for again soon. */
const FALLBACK_STYLE_CACHE = 'public, max-age=60';
const TILE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const LayerParams = z.object({
  id: z.enum(MapLayerId.options, { error: 'must be one of ' + MapLayerId.options.join(', ') }),
});
const LayerTileParams = LayerParams.extend(tileParams(30).shape);

/** The layers menu (`/api/mapLayers`) and each layer's style and local tiles under /tiles/layers. */
export function mapLayersRoutes(service: MapLayersService) {
  return zodRoutes((app) => {
    app.get(
      '/api/mapLayers',
      doc(
        'The map layers the operator configured; default is always present',
        {
          response: { 200: MapLayersAnswer },
        },
        cacheControl(LIST_CACHE),
      ),
      () => service.list(),
    );

    app.get(
      '/tiles/layers/:id/style.json',
      doc(
        "A map layer's MapLibre style, the built-in basemap in its place while its provider is away",
        { params: LayerParams, files: { 200: ['application/json'] }, errors: [404] },
      ),
      async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        const style = await service.style(request.params.id, origin);
        const fallback = (style.metadata as Record<string, unknown> | undefined)?.[
          FALLBACK_METADATA_KEY
        ];
        return reply
          .header('Cache-Control', fallback ? FALLBACK_STYLE_CACHE : STYLE_CACHE)
          .type('application/json; charset=utf-8')
          .send(style);
      },
    );

    app.get(
      '/tiles/layers/:id/:z/:x/:y',
      doc("A tile of a map layer's local PMTiles archive; 204 where it has none", {
        params: LayerTileParams,
        files: { 200: ['application/x-protobuf', 'image/*'] },
        empty: [204],
        errors: [404],
      }),
      async (request, reply) => {
        const { id, z: zoom, x, y } = request.params;
        if (x >= 2 ** zoom || y >= 2 ** zoom) return reply.code(204).send();
        const tile = await service.tile(id, zoom, x, y);
        reply.header('Cache-Control', TILE_CACHE);
        if (!tile) return reply.code(204).send();
        return reply.type(tile.contentType).send(tile.data);
      },
    );
  });
}

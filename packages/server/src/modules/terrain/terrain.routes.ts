import { HorizonAnswer, IdParams, TerrainAnswer } from '@vantage/shared';
import { tileParams } from '../../lib/tile-params';
import { documentedAs } from '../../lib/route-docs';
import { zodRoutes } from '../../lib/zod-app';
import type { TerrainService } from './terrain.service';

const doc = documentedAs(['planning']);
const TILE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
/** The horizon of a place changes only with the terrain source. */
const HORIZON_CACHE = 'public, max-age=86400';
const PRIVATE_HORIZON_CACHE = 'private, max-age=86400';

const TerrainTileParams = tileParams(22);

/** The terrain's description and spots' horizons under /api. */
export function terrainApiRoutes(terrain: TerrainService) {
  return zodRoutes((app) => {
    app.get(
      '/terrain',
      doc('The terrain-RGB tiles maps draw hillshading and 3D terrain from', {
        response: { 200: TerrainAnswer },
      }),
      (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return terrain.info();
      },
    );
    app.get(
      '/point/:id/horizon',
      doc("A spot's skyline from the terrain: the elevation angle at every azimuth", {
        params: IdParams,
        response: { 200: HorizonAnswer },
        errors: [404],
      }),
      async (request, reply) => {
        const answer = await terrain.horizon(request.params.id, request.user);
        // A member's horizon of a protected place is from where it is: never kept for others.
        if (answer.available) {
          reply.header('Cache-Control', request.user ? PRIVATE_HORIZON_CACHE : HORIZON_CACHE);
        }
        return answer;
      },
    );
  });
}

/** The terrain tiles for the browsers' maps, at /tiles/terrain. */
export function terrainTileRoutes(terrain: TerrainService) {
  return zodRoutes((app) => {
    app.get(
      '/tiles/terrain/:z/:x/:y.png',
      doc(
        'A terrain-RGB tile for hillshading and 3D terrain; 204 where there is none, 502 while its source cannot be reached',
        {
          params: TerrainTileParams,
          files: { 200: ['image/png', 'image/jpeg', 'image/webp'] },
          empty: [204],
          // 404: the router takes a line break in the part before `.png` for no route's address.
          errors: [404, 502],
        },
      ),
      async (request, reply) => {
        const { z: zoom, x, y } = request.params;
        if (x >= 2 ** zoom || y >= 2 ** zoom) return reply.code(204).send();
        // A source that cannot be reached is told apart from a tile that does not exist: the
        // map drops its 3D relief on the one, and draws flat ground on the other.
        const file = await terrain.tileFile(zoom, x, y).catch(() => undefined);
        if (file === undefined) {
          return reply
            .code(502)
            .header('Cache-Control', 'no-store')
            .send({
              error: { code: 'bad_gateway', message: 'The terrain tiles cannot be reached' },
            });
        }
        if (!file) return reply.code(204).header('Cache-Control', 'public, max-age=300').send();
        const type =
          file[0] === 0x89 ? 'image/png' : file[0] === 0xff ? 'image/jpeg' : 'image/webp';
        return reply.header('Cache-Control', TILE_CACHE).type(type).send(file);
      },
    );
  });
}

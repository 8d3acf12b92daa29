import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors';
import { matchesEtag } from '../../lib/prepared-body';
import { documentedAs } from '../../lib/route-docs';
import { basemapStyle } from './basemap-style';
import { readGlyphs } from './glyphs.service';
import { basemapTiles, parseTileCoord, type EncodedTile } from './tiles.service';

const TILE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const STYLE_CACHE = 'public, max-age=300';

const doc = documentedAs(['map']);
/** A tile or glyph range: its bytes, nothing to draw (204) or unchanged (304). */
const PROTOBUF = {
  files: { 200: ['application/x-protobuf'] },
  empty: [204, 304],
} as const;

function sendProtobuf(request: FastifyRequest, reply: FastifyReply, body: EncodedTile | null) {
  reply.header('Cache-Control', TILE_CACHE);
  // Nothing to draw here: MapLibre takes 204 as an empty tile.
  if (!body) return reply.code(204).send();
  reply.header('ETag', body.etag);
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  return reply.type('application/x-protobuf').send(body.data);
}

/** The offline basemap: its MapLibre style, vector tiles and label glyphs under /tiles. */
export function tilesRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/tiles/style.json',
    doc("The built-in basemap's MapLibre style", { files: { 200: ['application/json'] } }),
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      return reply
        .header('Cache-Control', STYLE_CACHE)
        .type('application/json; charset=utf-8')
        .send(basemapStyle(origin));
    },
  );

  app.get(
    '/tiles/:z/:x/:y.pbf',
    // 404: the router takes a line break in the part before `.pbf` for no route's address.
    doc('A vector tile of the built-in basemap (Natural Earth)', { ...PROTOBUF, errors: [404] }),
    async (request, reply) => {
      const tile = await basemapTiles.getTile(parseTileCoord(request.params));
      return sendProtobuf(request, reply, tile);
    },
  );

  app.get<{ Params: { fontstack: string; range: string } }>(
    '/tiles/fonts/:fontstack/:range.pbf',
    doc("The basemap's label glyphs: 256 code points of a font stack", {
      ...PROTOBUF,
      errors: [404],
    }),
    async (request, reply) => {
      const glyphs = await readGlyphs(request.params.fontstack, request.params.range);
      if (!glyphs) throw notFound(`font stack '${request.params.fontstack}'`);
      return sendProtobuf(request, reply, glyphs);
    },
  );

  return Promise.resolve();
}

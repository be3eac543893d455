/**
 * @module
 * GET /calendar/v1/tiles: the generator's city tiles (data/tiles/tiles.json), searched by name or ordered
 * by distance from a point. A request to the calendar routes with a tile's exact lat, lng and altitude
 * (to 4 decimals) and its tz can be answered from the generated tables.
 */
import type { RouteModule } from '../route.js';
import type { JsonSchema } from '../schema/types.js';
import { invalid } from '../errors.js';
import { searchTiles, tilePanchangYears } from '../tile-store.js';

const TILE_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['id', 'name', 'ascii_name', 'alt_names', 'country', 'lat', 'lng', 'altitude', 'tz', 'population', 'distance_km', 'panchang_years'],
  properties: {
    id: { type: 'string', description: '`<country>-<name>` slug', example: 'in-varanasi' },
    name: { type: 'string' },
    ascii_name: { type: 'string' },
    alt_names: { type: 'array', items: { type: 'string' }, description: 'A few alternate names (Devanagari and Latin) from GeoNames' },
    country: { type: 'string', description: 'ISO 3166-1 alpha-2' },
    lat: { type: 'number', description: 'Degrees, 4 decimals: pass exactly this to the calendar routes' },
    lng: { type: 'number' },
    altitude: { type: 'integer', description: 'Metres (GeoNames elevation, else SRTM, else 0): pass as `altitude`' },
    tz: { type: 'string', description: 'IANA zone (from a lat/lng lookup)' },
    population: { type: 'integer' },
    distance_km: { type: ['number', 'null'], description: 'Great-circle distance from lat/lng when given' },
    panchang_years: { type: ['array', 'null'], items: { type: 'integer' }, description: '[first, last] year of generated daily tables, or null' },
  },
};

export const tilesModule: RouteModule = {
  name: 'tiles',
  routes: [
    {
      method: 'GET',
      path: '/calendar/v1/tiles',
      operationId: 'listTiles',
      summary: 'City tiles with precomputed tables: search by name or nearest to a point',
      description: `The generator's tile grid: every Indian city of at least 100,000 people and 150 cities with Hindu
communities abroad (GeoNames, CC BY 4.0). \`q\` matches names and alternate names (case- and accent-insensitive
substring; exact names first, then prefixes, then by population); \`lat\` + \`lng\` order by distance. Without either,
tiles are listed by population. Use a tile's \`lat\`, \`lng\`, \`altitude\` and \`tz\` exactly in the calendar routes to
be answered from the generated tables.`,
      tags: ['calendar'],
      params: [
        { name: 'q', in: 'query', description: 'Name to search (e.g. `varanasi`, `वाराणसी`)', schema: { type: 'string', minLength: 1, maxLength: 100 } },
        { name: 'lat', in: 'query', description: 'With `lng`: order by distance from this point', schema: { type: 'number', minimum: -90, maximum: 90 } },
        { name: 'lng', in: 'query', description: 'With `lat`', schema: { type: 'number', minimum: -180, maximum: 180 } },
        { name: 'country', in: 'query', description: 'ISO 3166-1 alpha-2 filter', schema: { type: 'string', pattern: '^[A-Za-z]{2}$' } },
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, maximum: 10000, default: 0 } },
      ],
      cacheTtlSec: 3600,
      response: {
        description: 'Matching tiles, best first',
        schema: {
          type: 'object', required: ['total', 'limit', 'offset', 'tiles'],
          properties: { total: { type: 'integer' }, limit: { type: 'integer' }, offset: { type: 'integer' }, tiles: { type: 'array', items: TILE_SCHEMA } },
        },
        example: {
          total: 1, limit: 20, offset: 0,
          tiles: [{ id: 'in-varanasi', name: 'Varanasi', ascii_name: 'Varanasi', alt_names: ['Banaras', 'Benares', 'Kashi', 'वाराणसी'], country: 'IN', lat: 25.3168, lng: 83.0104, altitude: 80, tz: 'Asia/Kolkata', population: 1164404, distance_km: null, panchang_years: [1900, 2100] }],
        },
      },
      handler: (ctx) => {
        const q = ctx.query as { q?: string; lat?: number; lng?: number; country?: string; limit?: number; offset?: number };
        if ((q.lat === undefined) !== (q.lng === undefined)) {
          throw invalid(['query', q.lat === undefined ? 'lat' : 'lng'], 'lat and lng must be given together', 'value_error');
        }
        const hits = searchTiles(ctx.config, q);
        const limit = q.limit ?? 20;
        const offset = q.offset ?? 0;
        return {
          body: {
            total: hits.length, limit, offset,
            tiles: hits.slice(offset, offset + limit).map(({ tile: t, distanceKm }) => ({
              id: t.id, name: t.name, ascii_name: t.asciiName, alt_names: t.altNames, country: t.country, lat: t.lat, lng: t.lng,
              altitude: t.altitude, tz: t.tz, population: t.population, distance_km: distanceKm, panchang_years: tilePanchangYears(ctx.config, t.id),
            })),
          },
        };
      },
    },
  ],
};

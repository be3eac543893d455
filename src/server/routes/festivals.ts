/**
 * @module
 * GET /calendar/v1/festivals (engine: src/calendar/festivals). Stub until the festival engine lands.
 */
import type { RouteModule } from '../route.js';
import { CONVENTION_PARAM, LOCATION_PARAMS, calendarSystemParam } from '../schema/common.js';
import { notImplemented } from './not-implemented.js';

export const festivalsModule: RouteModule = {
  name: 'festivals',
  routes: [
    {
      method: 'GET',
      path: '/calendar/v1/festivals',
      operationId: 'listFestivals',
      summary: 'Festival dates of a year at a location',
      tags: ['calendar'],
      params: [
        { name: 'year', in: 'query', description: 'Gregorian year; defaults to the current year in `tz`.', schema: { type: 'integer', minimum: 1900, maximum: 2100 } },
        calendarSystemParam('purnimant'),
        ...LOCATION_PARAMS,
        CONVENTION_PARAM,
      ],
      cacheTtlSec: 7 * 24 * 3600,
      response: { description: 'Array of EnrichedFestivalInfo', schema: { type: 'array', items: { type: 'object' } } },
      handler: notImplemented('The festival engine'),
    },
  ],
};

/**
 * @module
 * GET /calendar/v1/panchang (engine: src/calendar). Stub until the calendar engine lands.
 */
import type { RouteModule } from '../route.js';
import { CONVENTION_PARAM, DATE_SCHEMA, LOCATION_PARAMS, TIME_SCHEMA, calendarSystemParam } from '../schema/common.js';
import { notImplemented } from './not-implemented.js';

export const panchangModule: RouteModule = {
  name: 'panchang',
  routes: [
    {
      method: 'GET',
      path: '/calendar/v1/panchang',
      operationId: 'getPanchang',
      summary: 'Panchang for a day (anchored at sunrise) or an instant',
      tags: ['calendar'],
      params: [
        { name: 'date', in: 'query', description: 'Local date; defaults to today in `tz`.', schema: DATE_SCHEMA },
        { name: 'time', in: 'query', description: 'When given, instant mode: the elements at that local time.', schema: TIME_SCHEMA },
        { name: 'include_muhurat', in: 'query', description: 'Include Rahu Kalam, Yamaganda, Gulika and Abhijit windows (ignored in instant mode).', schema: { type: 'boolean', default: true } },
        calendarSystemParam('amant'),
        ...LOCATION_PARAMS,
        CONVENTION_PARAM,
      ],
      cacheTtlSec: 24 * 3600,
      response: { description: 'PanchangResponse', schema: { type: 'object' } },
      handler: notImplemented('The panchang engine'),
    },
  ],
};

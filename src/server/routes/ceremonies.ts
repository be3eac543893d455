/**
 * @module
 * Namakarna, Shraddha and Vivah muhurat (engine: src/calendar/ceremonies). Stubs until that engine lands.
 */
import type { RouteModule } from '../route.js';
import { CONVENTION_PARAM, DATE_SCHEMA, LOCATION_PARAMS, TIME_SCHEMA } from '../schema/common.js';
import { notImplemented } from './not-implemented.js';

export const ceremoniesModule: RouteModule = {
  name: 'ceremonies',
  routes: [
    {
      method: 'GET',
      path: '/calendar/v1/namakarna',
      operationId: 'getNamakarna',
      summary: 'Vedic naming data from birth date, time and place',
      tags: ['calendar'],
      params: [
        { name: 'date', in: 'query', required: true, description: 'Birth date (local).', schema: DATE_SCHEMA },
        { name: 'time', in: 'query', description: 'Birth time (local); default 12:00.', schema: { ...TIME_SCHEMA, default: '12:00' } },
        ...LOCATION_PARAMS,
        CONVENTION_PARAM,
      ],
      response: { description: 'NamakarnaResult', schema: { type: 'object' } },
      handler: notImplemented('Namakarna'),
    },
    {
      method: 'GET',
      path: '/calendar/v1/shraddha',
      operationId: 'getShraddha',
      summary: 'Shraddha timeline from a date of death',
      tags: ['calendar'],
      params: [
        { name: 'date', in: 'query', required: true, description: 'Date of death (local).', schema: DATE_SCHEMA },
        { name: 'monthly_count', in: 'query', description: 'Number of monthly shraddhas.', schema: { type: 'integer', minimum: 1, maximum: 24, default: 16 } },
        { name: 'annual_years', in: 'query', description: 'Years of annual shraddha dates.', schema: { type: 'integer', minimum: 1, maximum: 25, default: 10 } },
        { name: 'pitru_paksha_years', in: 'query', description: 'Years of Pitru Paksha dates.', schema: { type: 'integer', minimum: 1, maximum: 10, default: 5 } },
        ...LOCATION_PARAMS,
        CONVENTION_PARAM,
      ],
      cacheTtlSec: 24 * 3600,
      response: { description: 'Shraddha timeline', schema: { type: 'object' } },
      handler: notImplemented('Shraddha'),
    },
    {
      method: 'GET',
      path: '/calendar/v1/vivah-muhurat',
      operationId: 'getVivahMuhurat',
      summary: 'Auspicious wedding dates with sub-day windows',
      tags: ['calendar'],
      params: [
        { name: 'start_date', in: 'query', description: 'First date searched; defaults to today in `tz`.', schema: DATE_SCHEMA },
        ...LOCATION_PARAMS,
        CONVENTION_PARAM,
      ],
      response: { description: 'Vivah muhurat dates', schema: { type: 'object' } },
      handler: notImplemented('Vivah muhurat'),
    },
  ],
};

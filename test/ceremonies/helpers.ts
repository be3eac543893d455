/** Loads the checked-in ceremony tables the way the server does (route warm-up). */
import { join } from 'node:path';
import { loadCeremonyTables } from '../../src/server/routes/ceremonies.js';

export const tables = loadCeremonyTables(join(import.meta.dirname, '../../data'));
export const DELHI = { lat: 28.6139, lng: 77.209, altitudeM: 0, tz: 'Asia/Kolkata' };

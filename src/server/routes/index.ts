/**
 * @module
 * Every route module the server mounts. Add a module here once; /openapi.json follows automatically.
 */
import type { RouteModule } from '../route.js';
import { ceremoniesModule } from './ceremonies.js';
import { corpusModule } from './corpus.js';
import { entitiesModule } from './entities.js';
import { festivalsModule } from './festivals.js';
import { nerModule } from './ner.js';
import { panchangModule } from './panchang.js';
import { tilesModule } from './tiles.js';
import { datasetsModule } from './datasets.js';
import { monthModule } from './month.js';
import { eclipsesModule } from './eclipses.js';
import { docsModule } from './docs.js';
import { metricsModule } from './metrics.js';
import { lookupModule } from './lookup.js';

export const ROUTE_MODULES: RouteModule[] = [panchangModule, festivalsModule, ceremoniesModule, corpusModule, lookupModule, entitiesModule, nerModule, tilesModule, datasetsModule, monthModule, eclipsesModule, metricsModule, docsModule];

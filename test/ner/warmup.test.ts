import test from 'ava';
import { makeTestApp, tempDir } from '../server/helpers.js';
import { entitiesModule } from '../../src/server/routes/entities.js';
import { nerModule } from '../../src/server/routes/ner.js';
import type { ServerConfig } from '../../src/server/route.js';

// Warm-up against an empty build dir: the NER model falls back to data/ner, the knowledge graph is reported missing.
test('warm-up: pretrained NER fallback, 503 without the entities artifact', async (t) => {
  const config: ServerConfig = { buildDir: tempDir('kalakosha-ner-build-'), dataDir: 'data', stateDir: tempDir(), handlerTimeoutMs: 10_000, idleMs: 600_000, thread: { index: 0, count: 1 } };
  const logs: string[] = [];
  await nerModule.warmup!(config, (m) => logs.push(m));
  await entitiesModule.warmup!(config, (m) => logs.push(m));
  t.true(logs.some((l) => l.startsWith('ner: kalakosha-ner@1.4.0 loaded from data/ner/model.msgpack.gz')));
  const { get, post } = await makeTestApp({ warmup: false });
  const r = await post('/corpus/v1/ner', { text: 'dharmakṣetre kurukṣetre samavetā yuyutsavaḥ' });
  t.is(r.status, 200);
  const kuru = r.json.entities.find((e: { text: string }) => e.text === 'kurukṣetre');
  t.is(kuru.type, 'PLACE');
  t.is(kuru.entity_id, 'place-kurukshetra');
  t.deepEqual([kuru.char_start, kuru.char_end, kuru.word_start, kuru.word_end], [13, 23, 1, 2]);
  const e = await get('/corpus/v1/entity/person-arjuna');
  t.is(e.status, 503);
  t.is(e.json.error.code, 'ENTITIES_NOT_BUILT');
});

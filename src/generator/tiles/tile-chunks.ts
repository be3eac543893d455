/**
 * @module generator/tiles/tile-chunks
 * The msgpack file of one tile (`build/tiles/panchang/<tile id>.msgpack`): a header and one chunk per
 * local civil year, each decodable on its own so that the server decodes only the years it is asked for.
 *
 * Chunk = msgpack { year, days, startMs (Unix ms of local 00:00 on 1 January), dayOffsetsSec, sunrise,
 * sunset, moonrise, moonset }: each an Int32Array (little-endian bytes); the event arrays hold milliseconds
 * after the local midnight that starts the day, −1 when the event does not happen; `dayOffsetsSec[i]` is
 * the start of day i in seconds after `startMs` (days are not all 24 h in zones with DST). `sunrise` has days + 1 entries (the last one
 * is 1 January of the next year, which ends the Hindu day of 31 December).
 */
import { pack, unpack } from 'msgpackr';
import type { TileYearSun } from './tile-panchang.js';

/** 2: moonrise and moonset on the Moon's lowered horizon (calendar/astro/moon-horizon.ts); files of 1 hold the old times. */
export const TILE_CHUNK_FORMAT_VERSION = 2;

export interface TileFileHeader {
  formatVersion: number;
  tileId: string;
  lat: number;
  lng: number;
  altitude: number;
  tz: string;
  fromYear: number;
  toYear: number;
}

export interface TileFile extends TileFileHeader {
  /** year → encoded chunk (decode with decodeTileChunk). */
  chunks: Record<string, Uint8Array>;
}

const bytesOf = (a: Int32Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
const int32Of = (b: Uint8Array) => {
  const copy = new Uint8Array(b.byteLength);
  copy.set(b);
  return new Int32Array(copy.buffer);
};

function offsets(times: Float64Array, starts: Float64Array): Int32Array {
  const out = new Int32Array(times.length);
  for (let i = 0; i < times.length; i++) out[i] = Number.isNaN(times[i]!) ? -1 : times[i]! - starts[i]!;
  return out;
}

/** @brief Encodes one tile-year. */
export function encodeTileChunk(y: TileYearSun): Uint8Array {
  const start = y.dayStartMs[0]!;
  const dayOffsets = new Int32Array(y.days + 1);
  for (let i = 0; i <= y.days; i++) {
    const d = y.dayStartMs[i]! - start;
    if (d % 1000 !== 0) throw new Error('tile chunk: a local day start is not a whole second');
    dayOffsets[i] = d / 1000;
  }
  return pack({
    year: y.year, days: y.days, startMs: start,
    dayOffsetsSec: bytesOf(dayOffsets),
    sunrise: bytesOf(offsets(y.sunriseMs, y.dayStartMs)),
    sunset: bytesOf(offsets(y.sunsetMs, y.dayStartMs)),
    moonrise: bytesOf(offsets(y.moonriseMs, y.dayStartMs)),
    moonset: bytesOf(offsets(y.moonsetMs, y.dayStartMs)),
  });
}

/** @brief Decodes encodeTileChunk output back to Unix-ms arrays (NaN = no event). */
export function decodeTileChunk(bytes: Uint8Array): TileYearSun {
  const raw = unpack(bytes) as { year: number; days: number; startMs: number; dayOffsetsSec: Uint8Array; sunrise: Uint8Array; sunset: Uint8Array; moonrise: Uint8Array; moonset: Uint8Array };
  const off = int32Of(raw.dayOffsetsSec);
  const dayStartMs = Float64Array.from(off, (o) => raw.startMs + o * 1000);
  const abs = (b: Uint8Array) => {
    const a = int32Of(b);
    return Float64Array.from(a, (o, i) => (o < 0 ? NaN : dayStartMs[i]! + o));
  };
  return { year: raw.year, days: raw.days, dayStartMs, sunriseMs: abs(raw.sunrise), sunsetMs: abs(raw.sunset), moonriseMs: abs(raw.moonrise), moonsetMs: abs(raw.moonset) };
}

/** @brief Encodes a whole tile file (chunks in year order: deterministic bytes). */
export function encodeTileFile(header: TileFileHeader, years: TileYearSun[]): Uint8Array {
  const chunks: Record<string, Uint8Array> = {};
  for (const y of years) chunks[String(y.year)] = encodeTileChunk(y);
  return pack({ ...header, chunks });
}

/** @brief Decodes the header and the (still encoded) year chunks of a tile file. */
export function decodeTileFile(bytes: Uint8Array): TileFile {
  const f = unpack(bytes) as TileFile;
  if (f.formatVersion !== TILE_CHUNK_FORMAT_VERSION) {
    throw new Error(`tile file ${f.tileId} has formatVersion ${f.formatVersion}, expected ${TILE_CHUNK_FORMAT_VERSION}: run \`kalakosha generate --only panchang\``);
  }
  return f;
}

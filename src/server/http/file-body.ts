/**
 * @module
 * A byte range of a file as a StreamedBody: read a chunk at a time as the connection drains, so a download
 * costs one chunk of memory however large the file and however slow the client.
 */
import { open, type FileHandle } from 'node:fs/promises';
import type { BodyReader, StreamedBody } from './types.js';

/** What the file looked like when the response was decided (its headers state its length). */
export interface FileIdentity {
  size: number;
  mtimeMs: number;
}

/**
 * Bytes `start` … `start + length - 1` of the file at `path`, as it was when `seen` was taken. Each chunk is read
 * by offset from one open descriptor; a reader fails (and the transport drops the connection) when the file is
 * no longer that file: another size or modification time (checked on open and before each chunk), or fewer
 * bytes than promised. A file deleted mid-stream is still read through the open descriptor (POSIX keeps it).
 */
export function fileRangeBody(path: string, start: number, length: number, seen: FileIdentity): StreamedBody {
  return {
    length,
    open(): BodyReader {
      let handle: Promise<FileHandle> | null = null;
      let offset = 0;
      let closed = false;
      const changed = async (fh: FileHandle): Promise<boolean> => {
        const st = await fh.stat();
        return st.size !== seen.size || st.mtimeMs !== seen.mtimeMs;
      };
      return {
        async read(maxBytes: number): Promise<Buffer | null> {
          if (closed) throw new Error('reader closed');
          if (offset >= length) return null;
          handle ??= open(path, 'r');
          const fh = await handle;
          if (await changed(fh)) throw new Error(`${path} changed while it was being sent`);
          const want = Math.min(maxBytes, length - offset);
          const buf = Buffer.allocUnsafe(want);
          const { bytesRead } = await fh.read(buf, 0, want, start + offset);
          if (bytesRead === 0) throw new Error(`${path} ended ${length - offset} bytes early`);
          offset += bytesRead;
          return bytesRead === want ? buf : buf.subarray(0, bytesRead);
        },
        close(): void {
          if (closed) return;
          closed = true;
          handle?.then((fh) => fh.close()).catch(() => {});
        },
      };
    },
  };
}

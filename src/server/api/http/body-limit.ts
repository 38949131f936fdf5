// Request bodies over a route's limit are answered 413 with `Connection: close` (decision 6),
// but only once what the client is still sending has been read and thrown away, up to a bound:
// a server that closes a connection with unread bytes in it makes the kernel reset it, and a
// client still sending then loses the answer along with the connection (docs/decisions/0036).
// Replaces Hono's bodyLimit, which answers at once and leaves the rest of the body unread.
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors.ts';

/** A refused body is read and thrown away up to this many bytes in all… */
export const REFUSED_BODY_READ_BYTES = 32 * 1024 * 1024;
/** …and for at most this long; past either bound the answer goes at once. */
export const REFUSED_BODY_READ_MS = 5_000;

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads the rest of a refused body and drops it, until it ends or a bound is reached. */
async function discardRest(reader: Reader, alreadyRead: number): Promise<void> {
  let read = alreadyRead;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), REFUSED_BODY_READ_MS);
  });
  try {
    while (read <= REFUSED_BODY_READ_BYTES) {
      const chunk = await Promise.race([reader.read(), timeUp]);
      if (!chunk || chunk.done) return;
      read += chunk.value.byteLength;
    }
  } catch {
    // The client went away: there is nothing left to read, nor anyone to answer.
  } finally {
    clearTimeout(timer);
  }
}

/** The 413 of a body over its limit: the connection is closed after it (decision 6). */
export const tooLarge = (message: string) =>
  new HttpError(413, message, undefined, { Connection: 'close' });

/**
 * At most `maxBytes` of body, else 413 `{ message }`. A body sent with its length is refused by
 * it (and not kept: the handler reads it); one sent in chunks is read as it comes and handed on
 * in memory, as Hono's bodyLimit does.
 */
export function bodyLimit(maxBytes: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.raw.headers.has('transfer-encoding')
      ? undefined
      : c.req.header('content-length');
    if (declared !== undefined) {
      const length = Number(declared);
      if (length <= maxBytes) return next();
      if (length <= REFUSED_BODY_READ_BYTES) await discardRest(body.getReader(), 0);
      throw tooLarge(message);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await discardRest(reader, size);
        throw tooLarge(message);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}

/**
 * At most `maxBytes` of a body the handler reads as a stream (to a file, not into memory): one
 * sent with a larger length is refused at once, and one sent in chunks fails the handler's read
 * with the 413 once it passes the limit.
 */
export function streamedBodyLimit(maxBytes: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    if (Number(c.req.header('content-length') ?? 0) > maxBytes) throw tooLarge(message);
    let size = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > maxBytes) controller.error(tooLarge(message));
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
    return next();
  };
}

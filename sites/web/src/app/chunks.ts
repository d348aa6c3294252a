/**
 * Route code is split into chunks (one per route group). A chunk can fail to
 * load after a deploy or on a bad network: try once more, then fail with the
 * message players and support know ("Loading chunk N failed" with
 * its type and address; "Loading CSS chunk N failed" for styles).
 * A script chunk times out after 120 s.
 */

export const chunkTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly chunk: string;
  /** `missing` (the request failed) or `timeout`. */
  readonly type: 'missing' | 'timeout';
  readonly address: string;
  readonly stylesheet: boolean;

  constructor(chunk: string, type: 'missing' | 'timeout', address: string, stylesheet: boolean) {
    super(`Loading ${stylesheet ? 'CSS chunk' : 'chunk'} ${chunk} failed.\n(${type}: ${address})`);
    this.chunk = chunk;
    this.type = type;
    this.address = address;
    this.stylesheet = stylesheet;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

function addressOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/\S+\.(?:js|css))/.exec(text)?.[1] ?? text;
}

function withTimeout<T>(promise: Promise<T>, chunk: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', chunk, false)), chunkTimeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Loads a route chunk, retrying once before giving up with a ChunkLoadError. */
export async function loadChunk<T>(chunk: string, importer: () => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await withTimeout(importer(), chunk);
    } catch (error) {
      if (error instanceof ChunkLoadError) throw error;
      lastError = error;
    }
  }
  const address = addressOf(lastError);
  throw new ChunkLoadError(chunk, 'missing', address, /\.css\b/.test(address));
}

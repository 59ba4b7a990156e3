/**
 * Route-level code splitting with the spec's chunk rules (section 8): a chunk that fails to load,
 * or takes longer than 120 s, raises a chunk-load error; a failed stylesheet chunk raises the CSS
 * variant. The error boundary of the route shows a message with a reload button.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name: string = 'ChunkLoadError';
  constructor(
    message: string,
    readonly chunk: string,
  ) {
    super(message);
  }
}

export class CssChunkLoadError extends ChunkLoadError {
  override readonly name = 'CssChunkLoadError';
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Turns a loader failure into the spec's error kind (stylesheets give the CSS variant). */
export function toChunkError(chunk: string, cause: unknown): ChunkLoadError {
  const text = cause instanceof Error ? cause.message : String(cause);
  if (/\bcss\b/i.test(text)) {
    return new CssChunkLoadError(`CSS chunk load failed: ${chunk}`, chunk);
  }
  return new ChunkLoadError(`Loading chunk ${chunk} failed.`, chunk);
}

/**
 * Runs `load` with the 120 s limit. `setTimer` is injectable so tests need not wait.
 */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
  setTimer: (fn: () => void, ms: number) => () => void = (fn, ms) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const cancel = setTimer(() => {
      if (settled) return;
      settled = true;
      reject(new ChunkLoadError(`Loading chunk ${chunk} timed out after ${timeoutMs} ms.`, chunk));
    }, timeoutMs);
    load().then(
      (value) => {
        if (settled) return;
        settled = true;
        cancel();
        resolve(value);
      },
      (cause: unknown) => {
        if (settled) return;
        settled = true;
        cancel();
        reject(toChunkError(chunk, cause));
      },
    );
  });
}

/** A chunk loaded once and kept: its module is read synchronously once it has arrived. */
export interface Chunk<M> {
  readonly name: string;
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load(): Promise<M>;
  /** The module, once loaded (a screen renders it at once, without a fallback). */
  loaded(): M | undefined;
}

/** A chunk with the spec's rules (`loadChunk`): the 120 s limit, the chunk-load error kinds. */
export function defineChunk<M>(name: string, load: () => Promise<M>): Chunk<M> {
  let promise: Promise<M> | undefined;
  let module: M | undefined;
  return {
    name,
    load() {
      if (!promise) {
        const loading = loadChunk(name, load).then((m) => {
          module = m;
          return m;
        });
        promise = loading;
        loading.catch(() => {
          if (promise === loading) promise = undefined;
        });
      }
      return promise;
    },
    loaded: () => module,
  };
}

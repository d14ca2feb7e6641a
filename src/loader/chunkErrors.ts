/**
 * Chunk failures (spec §8): a script chunk that cannot be fetched is a ChunkLoadError, a
 * stylesheet chunk carries the code CSS_CHUNK_LOAD_FAILED. Browsers and Vite word these
 * differently, so both are recognised by name, code or message.
 */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export class ChunkLoadError extends Error {
  readonly code: string | undefined;

  constructor(message: string, code?: string) {
    super(message);
    this.name = 'ChunkLoadError';
    this.code = code;
  }
}

// Chromium, Firefox and Safari wordings of a failed dynamic import; Vite's CSS preload failure.
const SCRIPT_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk \S+ failed/i;
const CSS_FAILURE = /Unable to preload CSS|Loading CSS chunk \S+ failed/i;

/** The failure as a ChunkLoadError when it is one, otherwise null. */
export function asChunkLoadError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (code === CSS_CHUNK_LOAD_FAILED || CSS_FAILURE.test(error.message)) return new ChunkLoadError(error.message, CSS_CHUNK_LOAD_FAILED);
  if (error.name === 'ChunkLoadError' || SCRIPT_FAILURE.test(error.message)) return new ChunkLoadError(error.message);
  return null;
}

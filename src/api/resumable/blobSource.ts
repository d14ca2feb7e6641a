import type { FileReader, FileSource, SliceResult } from 'tus-js-client';

/**
 * Reads a File or Blob by slices (one chunk at a time, never the whole file), the same in the
 * browser and in tests: tus-js-client's own readers differ between its browser and Node builds.
 */
export const blobReader: FileReader = {
  async openFile(input: unknown): Promise<FileSource> {
    if (!(input instanceof Blob)) throw new Error('only a File or Blob can be uploaded');
    return {
      size: input.size,
      async slice(start: number, end: number): Promise<SliceResult> {
        const value = input.slice(start, end);
        return { value, done: end >= input.size };
      },
      close() {},
    };
  },
};

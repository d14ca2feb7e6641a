/** Slices hashed one at a time: a 200 MB file is never read whole. */
export const HASH_SLICE_BYTES = 8 * 1024 * 1024;

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A file's content identity by SHA-256 (`crypto.subtle`), read slice by slice. A file of one slice
 * is its plain SHA-256; a larger one is the SHA-256 of its size and its slices' SHA-256 digests
 * in order (a hash list: Web Crypto cannot hash a stream incrementally), so equal hashes mean
 * equal bytes either way.
 */
export async function contentHash(file: Blob, onProgress?: (fraction: number) => void, sliceBytes = HASH_SLICE_BYTES): Promise<string> {
  if (file.size <= sliceBytes) return `sha256:${hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()))}`;
  const digests: Uint8Array[] = [new TextEncoder().encode(`${file.size}:`)];
  for (let start = 0; start < file.size; start += sliceBytes) {
    digests.push(new Uint8Array(await crypto.subtle.digest('SHA-256', await file.slice(start, start + sliceBytes).arrayBuffer())));
    // A large file takes seconds to read: the page shows how far the check has come.
    onProgress?.(Math.min(1, (start + sliceBytes) / file.size));
  }
  const joined = new Uint8Array(digests.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of digests) {
    joined.set(part, at);
    at += part.length;
  }
  return `sha256-list:${hex(await crypto.subtle.digest('SHA-256', joined))}`;
}

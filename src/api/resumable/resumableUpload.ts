import { Upload, type DetailedError, type HttpResponse } from 'tus-js-client';
import { ApiError, serverTextOr } from '../errors';
import type { HttpClient } from '../http';
import { keyOfResult } from '../../lib/serverMessage';
import { isRecord } from '../../lib/safeJson';
import { UPLOAD_CHUNK_BYTES } from '../uploadPaths';
import { blobReader } from './blobSource';
import { TusHttpStack } from './tusHttpStack';
import { UploadMemory } from './uploadMemory';

/** Waits before each new try after a cut connection or a 5xx (then the upload fails, to be tried again later). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000, 20000];

export interface ResumableOptions {
  /** The API path uploads are created at (query included). */
  endpoint: string;
  file: Blob;
  /** Sent as Upload-Metadata (text values). */
  metadata: Record<string, string>;
  /** Identifies the file across reloads (its content hash): a stored upload of the same one is resumed. */
  fingerprint: string;
  /** Whose uploads these are: the remembered URLs are kept per company and user. */
  owner: { companyid: string; userid: string };
  signal: AbortSignal;
  /** Bytes the server confirmed it holds (its Upload-Offset), after each answer. */
  onConfirmed: (bytes: number) => void;
  storage?: Storage;
  chunkBytes?: number;
  retryDelays?: number[];
}

/** Why the server refused, in the user's language when it sent a key (its keyed envelope), else a plain failure. */
function failureOf(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return new ApiError('http', { id: 'uploads.failed' });
  let body: unknown;
  try {
    body = JSON.parse(response.getBody() || 'null');
  } catch {
    body = null;
  }
  const keyed = isRecord(body) ? keyOfResult(body.result) : undefined;
  const text = isRecord(body) && typeof body.message === 'string' ? body.message.trim() : '';
  const message = keyed ? { id: keyed.messageKey, values: keyed.values, ...(text ? { fallback: text } : {}) } : text ? serverTextOr(text, 'uploads.failed') : { id: 'uploads.failed' };
  return new ApiError('status', message, { status: response.getStatus(), visible: false, result: isRecord(body) ? body.result : undefined });
}

/** The `result` of the last chunk's envelope (what the server made of the file). */
function resultOf(response: HttpResponse): unknown {
  try {
    const body: unknown = JSON.parse(response.getBody() || 'null');
    return isRecord(body) ? body.result : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a file in chunks over tus 1.0.0 (tus-js-client): a cut connection is retried from the
 * offset the server confirms, and after a reload the same file (same fingerprint, same user)
 * resumes where the server stopped. Progress is only what the server confirmed. Resolves with
 * the last answer's result; an abort stops sending but keeps the server's part for a later resume.
 */
export function sendResumable(http: HttpClient, options: ResumableOptions): Promise<unknown> {
  const { signal } = options;
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const upload = new Upload(options.file, {
      endpoint: http.apiUrl(options.endpoint),
      chunkSize: options.chunkBytes ?? UPLOAD_CHUNK_BYTES,
      retryDelays: options.retryDelays ?? RETRY_DELAYS_MS,
      metadata: options.metadata,
      fingerprint: async () => options.fingerprint,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      urlStorage: new UploadMemory(options.owner, options.storage),
      fileReader: blobReader,
      httpStack: new TusHttpStack(http, signal),
      onAfterResponse: (_request, response) => {
        const offset = Number(response.getHeader('Upload-Offset'));
        if (Number.isSafeInteger(offset) && offset >= 0) options.onConfirmed(offset);
      },
      onSuccess: ({ lastResponse }) => resolve(resultOf(lastResponse)),
      onError: (error) => reject(signal.aborted ? new DOMException('The upload was cancelled', 'AbortError') : failureOf(error)),
    });
    signal.addEventListener('abort', () => {
      void upload.abort(false);
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });
    void upload.findPreviousUploads().then(
      (previous) => {
        const last = previous.at(-1);
        if (last) upload.resumeFromPreviousUpload(last);
        if (!signal.aborted) upload.start();
      },
      () => !signal.aborted && upload.start(),
    );
  });
}

// Types of resume.mjs for the mock test (test/mock/signage/tusResume.test.ts).
export declare const RESUME_ROW: string;
export declare const RESUME_BYTES: number;
export declare const RESUME_CHUNK: number;

export interface ResumeResult {
  ms: number;
  size: number;
  chunk: number;
  /** Where the cut chunk's request was aborted (bytes into the file). */
  cutAt: number;
  /** The server's offset after the cut (HEAD): where the rest was sent from. */
  resumedFrom: number;
  sentBefore: number;
  sentAfter: number;
  /** All bytes the client sent − the file's size. */
  resent: number;
  /** The stored file's SHA-256 equals the source's. */
  sameBytes: boolean;
  itemSize: number;
  rssGrowth: number;
  heapGrowth: number;
  heapAfter: number;
}

export declare function resumeUpload(options: { url: string; account: { username: string; password: string }; size?: number; chunk?: number }): Promise<ResumeResult>;

import { hashText } from '../core/noise.ts';

/** The clips `mock/video/generate.sh` makes (committed under mock/video/clips). */
export const CLIPS = ['clip-1', 'clip-2', 'clip-3'] as const;
export type ClipName = (typeof CLIPS)[number];

/** Where the mock serves its camera clips as HLS (same origin, under an API prefix). */
export const VIDEO_PATH = '/vtproxy/video/';

/** The clip a camera shows, always the same one for the same camera. */
export function clipOf(did: string): ClipName {
  return CLIPS[hashText(`camera:${did}`) % CLIPS.length]!;
}

/** A camera's HLS playlist; none while it is offline (nothing to play). */
export function streamUrlOf(did: string, online: boolean): string | undefined {
  return online ? `${VIDEO_PATH}${clipOf(did)}/index.m3u8` : undefined;
}

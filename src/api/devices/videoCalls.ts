import type { RawCall } from '../rawCall';

// A camera's HLS stream as the player loads it (screens/devices/video/hlsPlayer.ts: the native
// player or hls.js, from CameraState.streamUrl), for the API contract. No session header: a
// native HLS player cannot send one.

export const VIDEO_CALLS = [
  {
    method: 'get',
    path: '/vtproxy/video/{clip}/{file}',
    summary: 'A camera’s HLS playlist, its init segment or a media segment.',
    params: {
      clip: { required: true, description: 'The camera’s clip, as its streamUrl names it.', pattern: '^[A-Za-z0-9_-]+$' },
      file: { required: true, description: 'index.m3u8, or a file the playlist names (init.mp4, segN.m4s).', pattern: '^[A-Za-z0-9_.-]+$' },
    },
    answers: {
      200: { description: 'The playlist (application/vnd.apple.mpegurl) or the segment’s bytes.', body: 'binary' },
      404: { description: 'No such clip or file (request.notFoundUnnamed).', body: 'refusal' },
    },
  },
] as const satisfies readonly RawCall[];

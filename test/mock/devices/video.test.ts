// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DeviceView } from '../../../src/api/devices/types';
import type { Paged } from '../../../src/api/types';
import { call, login, startMockBackend } from '../support';

startMockBackend({ now: () => 0 });

describe('camera streams (video-monitoring)', () => {
  it('gives each online camera one of the three clips, always the same, and offline ones none', async () => {
    const session = await login('operator', 'operator123');
    const body = { store: 'st-1005-01', kind: 'camera', page: 1, pagesize: 100 };
    const { envelope } = await call<Paged<DeviceView>>('/bwp/v1/getgroupdev', { session, body });
    const cameras = envelope.result.data;
    expect(cameras).toHaveLength(45);
    const offline = cameras.filter((c) => c.online !== 'online');
    expect(offline).toHaveLength(1);
    expect(offline[0]!.camera).toEqual({ online: false });
    const clips = new Set(cameras.filter((c) => c.online === 'online').map((c) => c.camera!.streamUrl));
    expect([...clips].sort()).toEqual(['/vtproxy/video/clip-1/index.m3u8', '/vtproxy/video/clip-2/index.m3u8', '/vtproxy/video/clip-3/index.m3u8']);
  });

  it('serves the playlist and its fMP4 segments, and nothing outside the clips', async () => {
    const playlist = await fetch('http://localhost/vtproxy/video/clip-2/index.m3u8');
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(text.match(/#EXTINF:2\.0+,/g)).toHaveLength(3); // 3 segments of 2 s
    const segment = await fetch('http://localhost/vtproxy/video/clip-2/seg1.m4s');
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/iso.segment');
    for (const path of ['clip-4/index.m3u8', 'clip-1/seg9.m4s', 'clip-1/seg1.ts', 'clip-1/generate.sh', 'clips/index.m3u8']) {
      expect((await fetch(`http://localhost/vtproxy/video/${path}`)).status, path).toBe(404);
    }
  });
});

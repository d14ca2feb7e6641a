// @vitest-environment node
import { sameOriginMediaUrl } from '../../../../src/lib/url';
import { snapshotFilename } from '../../../../src/screens/devices/video/snapshot';

describe('video-monitoring parts', () => {
  it('plays only same-origin http(s) streams', () => {
    const origin = 'http://127.0.0.1:4173';
    expect(sameOriginMediaUrl('/vtproxy/video/clip-1/index.m3u8', origin)).toBe('http://127.0.0.1:4173/vtproxy/video/clip-1/index.m3u8');
    expect(sameOriginMediaUrl('http://127.0.0.1:4173/a.m3u8', origin)).toBe('http://127.0.0.1:4173/a.m3u8');
    for (const bad of ['https://evil.example/a.m3u8', '//evil.example/a.m3u8', 'javascript:alert(1)', 'data:video/mp4;base64,AA', 'blob:http://127.0.0.1:4173/x', '', 42, null]) {
      expect(sameOriginMediaUrl(bad, origin)).toBeNull();
    }
  });

  it('names a snapshot after the camera and the local time', () => {
    expect(snapshotFilename('1F 走廊/摄像机1', new Date(2026, 10, 24, 9, 5, 7))).toBe('1F 走廊_摄像机1_2026-11-24_09-05-07.png');
  });
});

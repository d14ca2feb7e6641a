import { act, renderHook } from '@testing-library/react';
import { previewMediaUrl } from '../../../src/screens/signage/shared/previewMediaUrl';
import { usePlaylistPlayer } from '../../../src/screens/signage/playlist/usePlaylistPlayer';

describe('the playlist preview (issue 23)', () => {
  afterEach(() => vi.useRealTimers());

  it('plays each item for its time, loops, pauses, and leaves no timer behind once closed', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => usePlaylistPlayer([10_000, 1_500, 5_000]));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(9_999));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => void vi.advanceTimersByTime(1_500));
    expect(result.current.index).toBe(2);
    act(() => void vi.advanceTimersByTime(5_000));
    expect([result.current.index, result.current.round]).toEqual([0, 1]);
    act(() => result.current.toggle());
    expect(vi.getTimerCount()).toBe(0);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.toggle());
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('loads only media of the console or its API, over http(s)', () => {
    const page = 'https://console.example.com';
    expect(previewMediaUrl('/vt/staticfile/get?did=media-c-1001-01', '', page)).toBe('https://console.example.com/vt/staticfile/get?did=media-c-1001-01');
    expect(previewMediaUrl('/vt/staticfile/get?did=m', 'https://api.example.com', page)).toBe('https://api.example.com/vt/staticfile/get?did=m');
    expect(previewMediaUrl('https://api.example.com/vt/staticfile/get?did=m', 'https://api.example.com', page)).toBe('https://api.example.com/vt/staticfile/get?did=m');
    expect(previewMediaUrl('https://console.example.com/a.png', 'https://api.example.com', page)).toBe('https://console.example.com/a.png');
    expect(previewMediaUrl('https://evil.example.net/a.mp4', '', page)).toBeNull();
    expect(previewMediaUrl('//evil.example.net/a.mp4', '', page)).toBeNull();
    expect(previewMediaUrl('javascript:alert(1)', '', page)).toBeNull();
    expect(previewMediaUrl('data:image/png;base64,AAAA', '', page)).toBeNull();
  });
});

import type { MediaKind } from '../../../../src/api/signage/types.ts';
import { gradientPng, posterSvg, toneWav } from './generatedFiles.ts';

/** A file of the seeded library: its bytes are generated, kept in memory (a few KB each). */
export interface SeedMedia {
  name: string;
  kind: MediaKind;
  type: string;
  bytes: Uint8Array;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  tags: string[];
}

/** The library every company starts with: posters, banners and a chime the screens can play. */
export function seedMedia(): SeedMedia[] {
  const png = (name: string, width: number, height: number, from: number[], to: number[], tags: string[]): SeedMedia =>
    ({ name, kind: 'image', type: 'image/png', bytes: gradientPng(width, height, from, to), durationMs: null, width, height, tags });
  const svg = (name: string, width: number, height: number, colour: string, text: string, tags: string[]): SeedMedia =>
    ({ name, kind: 'image', type: 'image/svg+xml', bytes: posterSvg(width, height, colour, text), durationMs: null, width, height, tags });
  const wav = (name: string, ms: number, hz: number, tags: string[]): SeedMedia =>
    ({ name, kind: 'audio', type: 'audio/wav', bytes: toneWav(ms, hz), durationMs: ms, width: null, height: null, tags });
  return [
    png('welcome-banner.png', 64, 36, [0, 92, 175], [0, 184, 148], ['welcome', 'lobby']),
    png('energy-tips.png', 64, 36, [46, 125, 50], [205, 220, 57], ['energy', 'tips']),
    png('autumn-sale.png', 36, 64, [230, 81, 0], [255, 193, 7], ['promotion']),
    svg('opening-hours.svg', 320, 180, '#37474f', 'Open 08:00-22:00', ['lobby', 'info']),
    svg('safety-notice.svg', 320, 180, '#b71c1c', 'Exit this way', ['safety', 'info']),
    svg('menu-board.svg', 180, 320, '#4e342e', 'Today', ['promotion', 'menu']),
    wav('door-chime.wav', 1500, 660, ['audio', 'lobby']),
    wav('closing-tone.wav', 2500, 440, ['audio']),
  ];
}

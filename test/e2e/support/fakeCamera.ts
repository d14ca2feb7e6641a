// A fake camera for Chromium (`--use-file-for-fake-video-capture`): a short .y4m video of one QR
// code, black modules on white with a wide quiet zone, written at test time from lean-qr's matrix.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'lean-qr';

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per QR module: a 25-module code with its quiet zone fills about two thirds of the height. */
const MODULE = 9;
/** Blank modules around the code (the standard asks 4; more makes the fake picture easy to read). */
const QUIET = 6;
const FRAMES = 3;

/** The luma plane of a frame showing `text`'s QR code, centred (255 white, 0 black: full range). */
function lumaOf(text: string): Uint8Array {
  const code = generate(text);
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const side = (code.size + QUIET * 2) * MODULE;
  const left = Math.floor((WIDTH - side) / 2) + QUIET * MODULE;
  const top = Math.floor((HEIGHT - side) / 2) + QUIET * MODULE;
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (!code.get(x, y)) continue;
      for (let dy = 0; dy < MODULE; dy++) luma.fill(0, (top + y * MODULE + dy) * WIDTH + left + x * MODULE, (top + y * MODULE + dy) * WIDTH + left + (x + 1) * MODULE);
    }
  }
  return luma;
}

/** A YUV4MPEG2 stream (4:2:0, full range) of a few identical frames of `text`'s QR code. */
export function qrVideo(text: string): Buffer {
  const luma = lumaOf(text);
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

/** Writes the video to a fresh temporary file and gives Chromium's flags for a camera showing it. */
export function fakeCameraArgs(text: string): string[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cem-fake-camera-')), 'qr.y4m');
  writeFileSync(file, qrVideo(text));
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}

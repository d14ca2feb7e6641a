import { downloadBlob, safeFilename } from '../../../lib/export';

/** 'Lobby camera_2026-11-24_14-03-22.png': the camera and the local time the frame was taken. */
export function snapshotFilename(camera: string, at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  const time = `${two(at.getHours())}-${two(at.getMinutes())}-${two(at.getSeconds())}`;
  return `${safeFilename(camera, 'camera')}_${day}_${time}.png`;
}

/**
 * The frame the video shows now, drawn at its own size to a canvas and saved as a PNG. The
 * streams are same-origin, so the canvas is not tainted. Rejects when there is no frame yet.
 */
export async function saveSnapshot(video: HTMLVideoElement, camera: string, at: Date): Promise<string> {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) throw new Error('no frame to capture yet');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2D is not available');
  context.drawImage(video, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the frame could not be encoded');
  const name = snapshotFilename(camera, at);
  downloadBlob(blob, name);
  return name;
}

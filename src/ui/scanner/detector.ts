/** Reads QR codes from a video frame: what the scanner needs of the Barcode Detection API. */
export interface QrReader {
  read(source: HTMLVideoElement): Promise<string | undefined>;
}

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

function readerOf(detector: DetectorLike): QrReader {
  return {
    read: async (source) => (await detector.detect(source)).find((found) => found.rawValue)?.rawValue,
  };
}

/** The browser's own detector when it reads QR codes (Android, ChromeOS, macOS), else none. */
async function nativeDetector(): Promise<DetectorLike | undefined> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return undefined;
  try {
    return (await Native.getSupportedFormats()).includes('qr_code') ? new Native({ formats: ['qr_code'] }) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A QR reader: the browser's Barcode Detection API where it has one, else the `barcode-detector`
 * ponyfill (ZXing in WebAssembly), loaded only now, its .wasm served from this build (never a CDN).
 */
export async function loadQrReader(): Promise<QrReader> {
  const native = await nativeDetector();
  if (native) return readerOf(native);
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return readerOf(new BarcodeDetector({ formats: ['qr_code'] }));
}

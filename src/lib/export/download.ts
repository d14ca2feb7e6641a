// eslint-disable-next-line no-control-regex
const UNSAFE_FILENAME = /[\\/:*?"<>|\u0000-\u001f]/g;

/** A file name every OS accepts: no path separators, reserved or control characters. */
export function safeFilename(name: string, fallback = 'export'): string {
  const cleaned = name.replace(UNSAFE_FILENAME, '_').replace(/^[.\s]+|[.\s]+$/g, '').slice(0, 180);
  return cleaned === '' ? fallback : cleaned;
}

/**
 * Saves a Blob as a download through a temporary object URL and link. The URL is revoked on the
 * next task rather than at once: some browsers start reading it only after the click returns.
 */
export function downloadBlob(blob: Blob, filename: string, container: HTMLElement = document.body): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFilename(filename);
  link.rel = 'noopener';
  link.style.display = 'none';
  container.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

import { downloadBlob, safeFilename } from '../../../src/lib/export';

describe('downloadBlob', () => {
  it('clicks a temporary link to an object URL, then removes the link and revokes the URL', async () => {
    const created: Blob[] = [];
    const revoked: string[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:cem/1')),
      revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
    });
    const clicked: Array<{ href: string; download: string; inDocument: boolean }> = [];
    const onClick = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      event.preventDefault(); // jsdom would try to navigate
      clicked.push({ href: link.href, download: link.download, inDocument: document.body.contains(link) });
    };
    document.addEventListener('click', onClick);
    const blob = new Blob(['a,b'], { type: 'text/csv' });
    try {
      downloadBlob(blob, 'meters/2026:11.csv');
    } finally {
      document.removeEventListener('click', onClick);
    }
    expect(created).toEqual([blob]);
    expect(clicked).toEqual([{ href: 'blob:cem/1', download: 'meters_2026_11.csv', inDocument: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoked).toEqual(['blob:cem/1']);
  });

  it('makes file names safe', () => {
    expect(safeFilename('../etc/passwd')).toBe('_etc_passwd');
    expect(safeFilename('报表 2026-11.xlsx')).toBe('报表 2026-11.xlsx');
    expect(safeFilename('  ')).toBe('export');
  });
});

import type { FileLink } from '../../../src/api/pageConfig';
import { FileLinks } from '../../../src/stores/files/FileLinks';
import { fileServiceDid } from '../../../src/ui/files/useFileLink';

const NOW = Date.parse('2026-11-03T02:00:00.000Z');

/** A file service that signs the dids it is asked for, except those of another company. */
function fakeFiles() {
  const asked: string[][] = [];
  const links = async (dids: readonly string[]) => {
    asked.push([...dids]);
    const expires = new Date(NOW + 10 * 60 * 1000).toISOString();
    return { links: dids.filter((did) => !did.startsWith('theirs')).map((did): FileLink => ({ did, url: `/vt/staticfile/get?did=${did}&exp=1&sig=s-${did}`, expires })) };
  };
  return { asked, api: { files: { links } } as never };
}

describe('FileLinks (the session’s signed file links)', () => {
  it('asks for the links of one turn in one request, keeps them until a minute before they expire, and has none for another company’s file', async () => {
    const { asked, api } = fakeFiles();
    let now = NOW;
    const links = new FileLinks(api, () => now);
    const answers = await Promise.all([links.link('file-a'), links.link('file-b'), links.link('file-a'), links.link('theirs-1')]);
    expect(answers).toEqual(['/vt/staticfile/get?did=file-a&exp=1&sig=s-file-a', '/vt/staticfile/get?did=file-b&exp=1&sig=s-file-b', '/vt/staticfile/get?did=file-a&exp=1&sig=s-file-a', null]);
    expect(asked).toEqual([['file-a', 'file-b', 'theirs-1']]);
    expect(links.cached('file-a')).toBe('/vt/staticfile/get?did=file-a&exp=1&sig=s-file-a');
    now = NOW + 9 * 60 * 1000 + 1;
    expect(links.cached('file-a')).toBeUndefined();
    await links.link('file-a');
    expect(asked).toEqual([['file-a', 'file-b', 'theirs-1'], ['file-a']]);
  });

  it('forgets every link when the session ends, and asks for none afterwards', async () => {
    const { asked, api } = fakeFiles();
    const links = new FileLinks(api, () => NOW);
    await links.link('file-a');
    links.dispose();
    expect(links.cached('file-a')).toBeUndefined();
    expect(await links.link('file-a')).toBeNull();
    expect(asked).toHaveLength(1);
  });
});

describe('fileServiceDid', () => {
  it('finds the did of an unsigned file-service URL only', () => {
    expect(fileServiceDid('/vt/staticfile/get?did=file-a')).toBe('file-a');
    expect(fileServiceDid('https://api.example.com/vt/staticfile/get?did=media-c-1001-01')).toBe('media-c-1001-01');
    expect(fileServiceDid('/vt/staticfile/get?did=file-a&exp=1&sig=x')).toBeNull();
    expect(fileServiceDid('data:image/svg+xml,<svg/>')).toBeNull();
    expect(fileServiceDid('https://www.example.com/kb/guide.pdf')).toBeNull();
    expect(fileServiceDid(undefined)).toBeNull();
  });
});

import { writeFileSync } from 'node:fs';
import { act, screen, waitFor, within } from '@testing-library/react';
import { signageApi } from '../../../src/api/signage';
import type { MediaItem } from '../../../src/api/signage/types';
import type { MediaUploadMeta, ResumableMediaOptions } from '../../../src/api/signage/media';
import { setupMockBackend } from '../../support/backend';
import { findScreen, type MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';
import { fakeMediaDecoding } from './fakeMediaDecoding';

const { db } = setupMockBackend();

let undoDecoding: (() => void) | undefined;
afterEach(() => {
  undoDecoding?.();
  undoDecoding = undefined;
});

const TABLE = 'Media library';
const rowsOf = () => within(screen.getByRole('table', { name: TABLE })).getAllByRole('row').slice(1);
const rowOf = (name: string) => rowsOf().find((row) => within(row).queryByText(name))!;
const namesShown = () => rowsOf().map((row) => within(row).getAllByRole('cell')[1]!.textContent);

async function openAt(path: string, user = 'admin'): Promise<MountedApp> {
  const m = await mountSignedIn(path, { user });
  await findScreen('media-manage');
  await waitFor(() => expect(screen.getByRole('table', { name: TABLE }).querySelectorAll('tbody tr[data-row-key]').length).toBeGreaterThan(0));
  return m;
}

/**
 * jsdom's FormData does not reach msw as multipart (see the avatar test), so the client's upload
 * stands in here: the test drives its progress and stores the file as the streamed upload would
 * (db.signage.finishUpload, a file on the mock's disk). The mock's upload itself: test/mock/signage.
 */
function serverUploads(m: MountedApp) {
  const admin = db.accounts.verifyCredentials('admin', 'admin123')!;
  const sends: { name: string; meta: MediaUploadMeta; opts: ResumableMediaOptions; store: () => void }[] = [];
  vi.spyOn(signageApi(m.app.root.api).media, 'uploadResumable').mockImplementation(
    (file, name, meta = {}, opts) =>
      new Promise<MediaItem>((resolve) => {
        const store = () => {
          const path = db.mediaDisk.newPath();
          writeFileSync(path, new Uint8Array((file as File).size));
          const fields = Object.fromEntries(Object.entries({ ...meta, tags: meta.tags?.join(',') }).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
          resolve(db.signage.finishUpload(admin, 'p-media-manage', { name, type: file.type, size: (file as File).size, path }, fields));
        };
        sends.push({ name, meta, opts, store });
      }),
  );
  return sends;
}

// (Role queries over the whole console are slow in jsdom: a dialog is found by its title.)
const dialog = async (title: string) => (await screen.findByText(title, { selector: '.cem-modal-title' })).closest<HTMLElement>('.cem-modal')!;
/** A seeded file's size in bytes, as the mock generated it. */
const rowSize = (name: string) => String(db.signage.mediaList(db.accounts.verifyCredentials('admin', 'admin123')!, 'p-media-manage', { search: name }).rows[0]!.size);
const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

describe('media-manage (issue 23)', () => {
  it('lists the seeded library with what the browser read of each file; kind and search live in the URL', async () => {
    const m = await openAt('/index/media-manage');
    expect(screen.getByText('8 files')).toBeInTheDocument();
    expect(namesShown()).toEqual([
      'welcome-banner.png', 'energy-tips.png', 'autumn-sale.png', 'opening-hours.svg', 'safety-notice.svg', 'menu-board.svg', 'door-chime.wav', 'closing-tone.wav',
    ]);
    const chime = within(rowOf('door-chime.wav')).getAllByRole('cell').map((c) => c.textContent);
    expect(chime.slice(1, 7)).toEqual(['door-chime.wav', 'Audio', '1.5 sec', '', '12 kB', 'audiolobby']);
    expect(within(rowOf('opening-hours.svg')).getByText('320 × 180')).toBeInTheDocument();

    await act(async () => m.app.root.navigate('/index/media-manage?kind=audio'));
    await waitFor(() => expect(namesShown()).toEqual(['door-chime.wav', 'closing-tone.wav']));
    await m.user.type(screen.getByRole('textbox', { name: 'Name or tag' }), 'door{Enter}');
    await waitFor(() => expect(namesShown()).toEqual(['door-chime.wav']));
    expect(m.path()).toBe('/index/media-manage?kind=audio&q=door');
    expect(screen.getByText('1 file')).toBeInTheDocument();

    await act(async () => m.app.root.navigate('/index/media-manage?q=promo&view=grid'));
    const grid = await screen.findByRole('list', { name: TABLE });
    await waitFor(() => expect(within(grid).getAllByRole('listitem').map((li) => li.getAttribute('data-did'))).toEqual(['media-c-1001-03', 'media-c-1001-06']));
    expect(within(grid).getByText('Image · 36 × 64')).toBeInTheDocument();
  });

  it('draws thumbnails only from the console\'s or the API\'s own files: a stored URL of another site shows the kind\'s icon', async () => {
    const admin = db.accounts.verifyCredentials('admin', 'admin123')!;
    const banner = db.signage.mediaList(admin, 'p-media-manage', { search: 'welcome-banner' }).rows[0]!;
    banner.url = 'https://elsewhere.example/welcome-banner.png';
    await openAt('/index/media-manage');
    const images = (name: string) => [...rowOf(name).querySelectorAll('img')].map((img) => img.getAttribute('src'));
    // The console's own file loads through the session's signed link; the other site's never.
    await waitFor(() => expect(images('energy-tips.png')).toEqual([expect.stringMatching(/\/vt\/staticfile\/get\?did=media-c-1001-\d+&exp=\d+&sig=[\w-]+$/)]));
    expect(images('welcome-banner.png')).toEqual([]);
  });

  it('uploads three images and a video with per-file progress, going on while the user is on another screen; the list follows', async () => {
    undoDecoding = fakeMediaDecoding({ 'hall.png': { width: 1920, height: 1080 }, 'lift.png': { width: 1080, height: 1920 }, 'intro.mp4': { width: 1280, height: 720, durationS: 15.2 } });
    const m = await openAt('/index/media-manage');
    const sends = serverUploads(m);
    await m.user.type(screen.getByRole('combobox', { name: 'Tags for the files you upload' }), 'lobby{Enter}');
    await m.user.upload(screen.getByLabelText('Files to upload'), [
      file('hall.png', 'image/png', 2048), file('lift.png', 'image/png', 4096), file('stairs.jpg', 'image/jpeg', 1024), file('intro.mp4', 'video/mp4', 8192),
    ]);
    const uploads = screen.getByRole('region', { name: 'Uploads to the library' });
    // Three at a time: the video waits for a free place.
    await waitFor(() => expect(sends.map((s) => s.name)).toEqual(['hall.png', 'lift.png', 'stairs.jpg']));
    const line = (name: string) => uploads.querySelector<HTMLElement>(`[data-upload="${name}"]`)!;
    expect(within(line('intro.mp4')).getByText('Waiting')).toBeInTheDocument();
    // What the browser read went with each file (stairs.jpg could not be decoded: sent without it).
    expect(sends.map((s) => s.meta)).toEqual([
      { width: 1920, height: 1080, durationMs: undefined, tags: ['lobby'] },
      { width: 1080, height: 1920, durationMs: undefined, tags: ['lobby'] },
      { width: undefined, height: undefined, durationMs: undefined, tags: ['lobby'] },
    ]);
    act(() => sends[0]!.opts.onProgress!({ loaded: 1024 }));
    expect(within(line('hall.png')).getByRole('progressbar', { name: 'Progress of hall.png' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(line('hall.png')).getByText('Uploading')).toBeInTheDocument();

    // Stored while the user is here: the list is read again.
    act(() => sends[0]!.store());
    await waitFor(() => expect(screen.getByText('9 files')).toBeInTheDocument());
    expect(namesShown()[0]).toBe('hall.png');
    expect(within(rowOf('hall.png')).getByText('1920 × 1080')).toBeInTheDocument();
    await waitFor(() => expect(sends.map((s) => s.name)).toEqual(['hall.png', 'lift.png', 'stairs.jpg', 'intro.mp4']));
    expect(sends[3]!.meta).toEqual({ width: 1280, height: 720, durationMs: 15200, tags: ['lobby'] });

    // Another screen: the uploads go on and the header shows them.
    await act(async () => m.app.root.navigate('/index/personal-center'));
    await findScreen('personal-center');
    expect(screen.getByRole('button', { name: 'Uploads: 3 in progress' })).toBeInTheDocument();
    act(() => sends[3]!.opts.onProgress!({ loaded: 4096 }));
    act(() => sends.slice(1).forEach((s) => s.store()));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Uploads: 0 in progress' })).toBeInTheDocument());

    await act(async () => m.app.root.navigate('/index/media-manage'));
    await waitFor(() => expect(screen.getByText('12 files')).toBeInTheDocument());
    expect(within(rowOf('intro.mp4')).getAllByRole('cell').map((c) => c.textContent).slice(1, 7)).toEqual(['intro.mp4', 'Video', '15.2 sec', '1280 × 720', '8 kB', 'lobby']);
    const done = screen.getByRole('region', { name: 'Uploads to the library' });
    expect(within(done).getAllByText('Uploaded')).toHaveLength(4);
    expect(db.audit.query().filter((e) => e.action === 'media-upload' && e.outcome === 'ok')).toHaveLength(4);
  });

  it('cancels an upload from the library and sends it again, from the bytes the server had confirmed', async () => {
    undoDecoding = fakeMediaDecoding({});
    const m = await openAt('/index/media-manage');
    const sends = serverUploads(m);
    await m.user.upload(screen.getByLabelText('Files to upload'), [file('poster.png', 'image/png', 1000)]);
    await waitFor(() => expect(sends).toHaveLength(1));
    act(() => sends[0]!.opts.onProgress!({ loaded: 700 }));
    const uploads = screen.getByRole('region', { name: 'Uploads to the library' });
    await m.user.click(within(uploads).getByRole('button', { name: 'Cancel the upload of poster.png' }));
    expect(sends[0]!.opts.signal!.aborted).toBe(true);
    expect(within(uploads).getByText('Cancelled')).toBeInTheDocument();
    await m.user.click(within(uploads).getByRole('button', { name: 'Upload poster.png again' }));
    await waitFor(() => expect(sends).toHaveLength(2));
    // The same file, by its hash: the resumable upload goes on from the server's offset.
    expect(sends[1]!.opts.hash).toBe(sends[0]!.opts.hash);
    expect(sends[1]!.opts.owner).toEqual({ companyid: 'c-1001', userid: expect.any(String) });
    expect(within(uploads).getByRole('progressbar', { name: 'Progress of poster.png' })).toHaveAttribute('aria-valuenow', '70');
    act(() => sends[1]!.store());
    await waitFor(() => expect(screen.getByText('9 files')).toBeInTheDocument());
    expect(within(uploads).getByText('Uploaded')).toBeInTheDocument();
  });

  it('shows where a file is used, adds a file to two playlists at once, and cannot delete a file in use (the server’s reason)', async () => {
    const m = await openAt('/index/media-manage');
    await m.user.click(within(rowOf('welcome-banner.png')).getByRole('button', { name: 'Where welcome-banner.png is used' }));
    const usage = await dialog('Where welcome-banner.png is used');
    expect(await within(usage).findByText('Lobby loop')).toBeInTheDocument();
    expect(within(usage).getByText('Used by 1 playlist')).toBeInTheDocument();
    await m.user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.cem-modal-title')).toBeNull());

    await m.user.click(within(rowOf('safety-notice.svg')).getByRole('button', { name: 'Add safety-notice.svg to playlists' }));
    const add = await dialog('Add safety-notice.svg to playlists');
    await m.user.click(await within(add).findByRole('checkbox', { name: 'Lobby loop (4 items)' }));
    await m.user.click(within(add).getByRole('checkbox', { name: 'Promotions (2 items)' }));
    await m.user.click(within(add).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(document.querySelector('.cem-modal-title')).toBeNull());
    expect(db.signage.playlistDesk.list(db.accounts.verifyCredentials('admin', 'admin123')!, 'p-playlist').map((p) => `${p.name}:${p.count}`)).toEqual(['Lobby loop:5', 'Promotions:3']);

    await m.user.click(within(rowOf('safety-notice.svg')).getByRole('button', { name: 'Delete safety-notice.svg' }));
    const remove = await dialog('Delete safety-notice.svg?');
    expect(await within(remove).findByText('2 playlists play this file: it cannot be deleted until it is taken out of them.')).toBeInTheDocument();
    await m.user.click(within(remove).getByRole('button', { name: 'Delete' }));
    expect(await within(remove).findByText('This file is used by 2 playlists (Lobby loop, Promotions): take it out of them first')).toBeInTheDocument();
    expect(db.audit.query()[0]).toMatchObject({ action: 'media-delete', outcome: 'refused', messageKey: 'signage.mediaInUse' });
    await m.user.click(within(remove).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('8 files')).toBeInTheDocument();

    // A file no playlist plays is deleted after the same question.
    await m.user.click(within(rowOf('closing-tone.wav')).getByRole('button', { name: 'Delete closing-tone.wav' }));
    const free = await dialog('Delete closing-tone.wav?');
    expect(await within(free).findByText('No playlist uses this file.')).toBeInTheDocument();
    await m.user.click(within(free).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('7 files')).toBeInTheDocument());
    expect(namesShown()).not.toContain('closing-tone.wav');
  });

  it('edits a file’s tags (as the server keeps them; a tag too long is refused before sending), and the tag filter finds it', async () => {
    const m = await openAt('/index/media-manage');
    await m.user.click(within(rowOf('energy-tips.png')).getByRole('button', { name: 'Edit the tags of energy-tips.png' }));
    const tags = await dialog('Tags of energy-tips.png');
    // The media book's tag length, checked before sending: a tag of 31 characters is refused, not cut.
    await m.user.type(within(tags).getByRole('combobox', { name: 'Tags' }), `${'x'.repeat(31)}{Enter}`);
    expect(within(tags).getByRole('alert')).toHaveTextContent(`The tag “${'x'.repeat(31)}” is longer than 30 characters`);
    expect(within(tags).getByRole('button', { name: 'Save' })).toBeDisabled();
    // The long tag taken out by its close icon.
    // The long tag taken out by its close icon (antd hides the icon from assistive technology; Backspace does the same there).
    await m.user.click(within(within(tags).getByTitle('x'.repeat(31))).getByRole('img', { name: 'close', hidden: true }));
    await waitFor(() => expect(within(tags).queryByRole('alert')).toBeNull());
    await m.user.type(within(tags).getByRole('combobox', { name: 'Tags' }), ' Lobby {Enter}');
    await m.user.click(within(tags).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.querySelector('.cem-modal-title')).toBeNull());
    await waitFor(() => expect(within(rowOf('energy-tips.png')).getAllByRole('cell')[6]!.textContent).toBe('energytipslobby'));
    await act(async () => m.app.root.navigate('/index/media-manage?tag=lobby'));
    await waitFor(() => expect(namesShown()).toEqual(['welcome-banner.png', 'energy-tips.png', 'opening-hours.svg', 'door-chime.wav']));
    expect(db.audit.query()[0]).toMatchObject({ action: 'media-edit', outcome: 'ok', before: { tags: ['energy', 'tips'] }, after: { tags: ['energy', 'tips', 'lobby'] } });
  });

  it('exports the files the filters match (a spreadsheet of figures)', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (files.push(blob as Blob), 'blob:export'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const m = await openAt('/index/media-manage?tag=lobby');
    await waitFor(() => expect(namesShown()).toEqual(['welcome-banner.png', 'opening-hours.svg', 'door-chime.wav']));
    await m.user.click(screen.getByRole('button', { name: /Export/ }));
    await m.user.click(await screen.findByText('CSV file (.csv)'));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0]!.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('Name,Kind,File type,Duration (s),Width (px),Height (px),Size (bytes),Tags,Added,Uploaded by');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 7).join(','))).toEqual([
      'welcome-banner.png,Image,image/png,,64,36,' + rowSize('welcome-banner.png'),
      'opening-hours.svg,Image,image/svg+xml,,320,180,' + rowSize('opening-hours.svg'),
      'door-chime.wav,Audio,audio/wav,1.5,,,12044',
    ]);
    expect(lines[3]).toMatch(/,"audio, lobby",.*,system$/);
  });

  it('gives a host (view and control on the page) the library and where used, without upload, tags, playlists, delete or export', async () => {
    await openAt('/index/media-manage', 'bnbhost');
    expect(screen.getByText('8 files')).toBeInTheDocument();
    const row = rowOf('welcome-banner.png');
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Where welcome-banner.png is used']);
    expect(screen.queryByRole('button', { name: 'Upload files' })).toBeNull();
    expect(screen.queryByLabelText('Files to upload')).toBeNull();
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
  });
});

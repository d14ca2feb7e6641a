import { DEFAULT_MEDIA_MAX_BYTES } from '../../../../src/api/signage/types.ts';
import type { CoreServices, MockDomain } from '../core/domain.ts';
import type { MediaDisk } from './MediaDisk.ts';
import { ResumableUploads } from './ResumableUploads.ts';
import type { ScreenStore } from './screens/ScreenBook.ts';
import { SignageWorld } from './SignageWorld.ts';

/** What signage asks of its peers: the media disk (kept over resets, emptied by them), its limit and the companies' stores. */
export interface SignagePeers {
  disk: MediaDisk;
  maxMediaBytes: number;
  isCompany: (companyid: string) => boolean;
  /** The company's stores: every parent its users reach. */
  stores: (companyid: string) => ScreenStore[];
}

/** Smart screens and media: the media library (uploads on disk) and playlists, per company on first use. */
export const signageDomain: MockDomain<Pick<CoreServices, 'seed' | 'secrets' | 'clock' | 'trees' | 'writes'>, SignagePeers, SignageWorld> = {
  name: 'signage',
  build: (core, peers) =>
    new SignageWorld({
      seed: core.seed,
      secrets: core.secrets,
      now: () => core.clock.now(),
      writes: core.writes,
      disk: peers.disk,
      maxMediaBytes: peers.maxMediaBytes,
      isCompany: peers.isCompany,
      stores: peers.stores,
      // The rooms of the store's space tree, each named by its path.
      rooms: (store) => {
        const tree = core.trees.tree(store);
        return tree.rooms().filter((room) => room.roomtype !== 'plant').map((room) => ({ did: room.did, path: tree.ancestry(room.did).reverse().map((row) => row.name).join(' / ') }));
      },
    }),
  reset: (peers) => peers.disk.clear(),
};

/** Media uploads under way in chunks (tus), on the media disk; abandoned ones expire on the real clock. */
export const uploadsDomain: MockDomain<Pick<CoreServices, 'secrets'>, { disk: MediaDisk; now: () => number }, ResumableUploads> = {
  name: 'uploads',
  build: (core, peers) => new ResumableUploads(core.secrets, peers.now, (path) => peers.disk.remove(path)),
};

/** The media limit: the option, else CEM_MOCK_MEDIA_MAX_MB, else 200 MB. */
export function mediaMaxBytes(option: number | undefined): number {
  if (option !== undefined) return option;
  const megabytes = Number(process.env.CEM_MOCK_MEDIA_MAX_MB);
  return Number.isFinite(megabytes) && megabytes > 0 ? Math.round(megabytes * 1024 * 1024) : DEFAULT_MEDIA_MAX_BYTES;
}

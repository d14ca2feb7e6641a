import type { Api } from '../../../api';
import { signageApi } from '../../../api/signage';
import { ALL_SCREENS } from '../../../api/signage/scheduleTypes';
import type { ScreenGroup, ScreenRow } from '../../../api/signage/screenTypes';

/** A screen with what its groups' agendas play now (channel names, in turn). */
export interface SummaryRow extends ScreenRow {
  playing: string[];
}

export interface SummaryData {
  rows: SummaryRow[];
  groups: ScreenGroup[];
  /** The local minute ('YYYY-MM-DDTHH:mm', in the asked zone) the agendas answered for; '' without screens. */
  at: string;
}

/** The groups whose agenda a screen plays: its static group and tag groups, else every screen's. */
export const groupsOfScreen = (screen: ScreenRow): string[] => {
  const dids = [...(screen.group ? [screen.group.did] : []), ...screen.tagGroups.map((group) => group.did)];
  return dids.length ? dids : [ALL_SCREENS];
};

/**
 * Every screen the user reaches, the groups, and what plays on each screen now (the server's
 * clock, not the browser's): one agenda per group the screens are in (an agenda includes what
 * the group inherits), its time in `zone`.
 */
export async function loadSummary(api: Api, pid: string, zone: string, signal: AbortSignal): Promise<SummaryData> {
  const screens = signageApi(api).screens;
  const opts = { silent: true, signal };
  const [rows, groups] = await Promise.all([screens.list({ pid }, opts), screens.groups({ pid }, opts)]);
  const wanted = [...new Set(rows.flatMap(groupsOfScreen))];
  const agendas = await Promise.all(wanted.map((group) => signageApi(api).schedule.agendaNow({ pid, group, zone }, opts)));
  const playingOf = new Map(wanted.map((group, index) => [group, agendas[index]!.playing]));
  return {
    at: agendas[0]?.at ?? '',
    groups,
    rows: rows.map((screen) => ({ ...screen, playing: [...new Set(groupsOfScreen(screen).flatMap((group) => playingOf.get(group) ?? []))] })),
  };
}

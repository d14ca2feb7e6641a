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
  /** The local minute ('YYYY-MM-DDTHH:mm') the agendas were asked for. */
  at: string;
}

/** The local minute of `ms` in `zone`, as the agenda takes it. */
export function localMinute(ms: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The groups whose agenda a screen plays: its static group and tag groups, else every screen's. */
export const groupsOfScreen = (screen: ScreenRow): string[] => {
  const dids = [...(screen.group ? [screen.group.did] : []), ...screen.tagGroups.map((group) => group.did)];
  return dids.length ? dids : [ALL_SCREENS];
};

/**
 * Every screen the user reaches, the groups, and what plays on each screen at `at`: one agenda
 * per group the screens are in (an agenda includes what the group inherits).
 */
export async function loadSummary(api: Api, pid: string, at: string, signal: AbortSignal): Promise<SummaryData> {
  const screens = signageApi(api).screens;
  const opts = { silent: true, signal };
  const [rows, groups] = await Promise.all([screens.list({ pid }, opts), screens.groups({ pid }, opts)]);
  const wanted = [...new Set(rows.flatMap(groupsOfScreen))];
  const agendas = await Promise.all(wanted.map((group) => signageApi(api).schedule.agenda({ pid, group, at }, opts)));
  const playingOf = new Map(wanted.map((group, index) => [group, agendas[index]!.playing]));
  return {
    at,
    groups,
    rows: rows.map((screen) => ({ ...screen, playing: [...new Set(groupsOfScreen(screen).flatMap((group) => playingOf.get(group) ?? []))] })),
  };
}

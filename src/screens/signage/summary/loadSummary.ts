import type { Api } from '../../../api';
import { signageApi } from '../../../api/signage';
import { ALL_SCREENS, type Agenda } from '../../../api/signage/scheduleTypes';
import type { ScreenGroup, ScreenRow } from '../../../api/signage/screenTypes';

/** A screen with what its groups' agendas play at the asked time (channel names, in turn), and those agendas (the why). */
export interface SummaryRow extends ScreenRow {
  playing: string[];
  /** The events that play, by name, in turn: what a person scheduled. */
  playingEvents: string[];
  agendas: Agenda[];
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

const unique = (values: string[]) => [...new Set(values)];

/** A screen at the agendas' time: what plays, and whether any of its groups has it on (the chosen time's power schedule). */
function rowAt(screen: ScreenRow, agendas: Agenda[], chosen: boolean): SummaryRow {
  return {
    ...screen,
    poweredOn: chosen ? agendas.some((agenda) => agenda.poweredOn) : screen.poweredOn,
    playing: unique(agendas.flatMap((agenda) => agenda.playing)),
    playingEvents: unique(agendas.flatMap((agenda) => agenda.entries.filter((entry) => entry.plays).map((entry) => entry.name))),
    agendas,
  };
}

/**
 * Every screen the user reaches, the groups, and what plays on each screen: now on the server's
 * clock (not the browser's), its time in `zone`, or at `at` ('YYYY-MM-DDTHH:mm', the stores' local
 * time). One agenda per group the screens are in (an agenda includes what the group inherits).
 */
export async function loadSummary(api: Api, pid: string, zone: string, at: string | null, signal: AbortSignal): Promise<SummaryData> {
  const screens = signageApi(api).screens;
  const opts = { silent: true, signal };
  const [rows, groups] = await Promise.all([screens.list({ pid }, opts), screens.groups({ pid }, opts)]);
  const wanted = [...new Set(rows.flatMap(groupsOfScreen))];
  const schedule = signageApi(api).schedule;
  const agendas = await Promise.all(wanted.map((group) => (at ? schedule.agenda({ pid, group, at }, opts) : schedule.agendaNow({ pid, group, zone }, opts))));
  const agendaOf = new Map(wanted.map((group, index) => [group, agendas[index]!]));
  return {
    at: agendas[0]?.at ?? at ?? '',
    groups,
    rows: rows.map((screen) => rowAt(screen, groupsOfScreen(screen).flatMap((group) => agendaOf.get(group) ?? []), at !== null)),
  };
}

import { getResponse, type HttpHandler } from 'msw';
import { Database } from '../../../mock/api/db/Database';
import { createHandlers } from '../../../mock/api/handlers/index';
import { checkedHandlers } from '../../../mock/api/contract/checkedHandlers';
import { ContractCheck } from '../../../mock/api/contract/contractCheck';
import type { Probe } from './samples/probe';
import { otherCompanyMarkers, otherStoreMarkers, PROBE_STORE, T } from './targets';

export type ProbeName = 'other-company' | 'other-store';

/** A probe user with a world of its own: the first company's admin has been at work there first. */
export interface ProbeWorld {
  name: ProbeName;
  /** The world itself, so a test can read what the probes left in its audit. */
  db: Database;
  handlers: HttpHandler[];
  /** The contract check around the handlers: what they answered the probes (refusals above all). */
  contract: ContractCheck;
  session: string;
  markers: string[];
}

/** What a probe found at one endpoint: the first company's data ('leak'), or its id echoed in a refusal ('echo'). */
export interface Finding {
  endpoint: string;
  probe: ProbeName;
  kind: 'leak' | 'echo';
  detail: string;
}

export async function send(world: Pick<ProbeWorld, 'handlers' | 'session'>, endpoint: string, probe: Probe): Promise<Response> {
  const [method = 'POST', path = ''] = endpoint.split(' ');
  const query = probe.query ? `?${new URLSearchParams(probe.query).toString()}` : '';
  const headers: Record<string, string> = { ...probe.headers, loginsession: world.session };
  let body: BodyInit | undefined;
  if (probe.upload) {
    // Written out: a FormData built here loses its file name on the way through msw.
    headers['content-type'] = 'multipart/form-data; boundary=isolation-probe';
    const { name, type, content } = probe.file ?? { name: 'probe.txt', type: 'text/plain', content: 'probe' };
    body = `--isolation-probe\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--isolation-probe--\r\n`;
  } else if (method !== 'GET' && probe.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(probe.body);
  }
  const request = new Request(`http://localhost${path}${query}`, { method, headers, body });
  const response = await getResponse(world.handlers, request);
  if (!response) throw new Error(`no handler answered ${endpoint}`);
  return response;
}

/** Work of the first company's admin that the probes then try to reach: jobs, commands, an audit trail. */
export interface AdminWork {
  endpoint: string;
  body: unknown;
  query?: Record<string, string>;
  /** The id the answer must name (the samples send it). */
  makes: string;
}

export const ADMIN_WORK: readonly AdminWork[] = [
  { endpoint: 'POST /vtservice/v1/devControl', body: { pid: 'p-ac-central', act: 'set', did: 'sp-st-1001-01-01-f01-r02-ac1', cmd: { on: true } }, makes: T.deviceCommand },
  { endpoint: 'POST /evcharge/command/send', body: { pid: 'p-charging-station', station: T.station, targets: [T.gun], action: 'start' }, makes: T.pileCommand },
  { endpoint: 'POST /evcharge/report/generate', body: { pid: 'p-asset-report-center', report: 'rpt-0001', station: T.station }, makes: T.reportJob },
  { endpoint: 'POST /vtspace/api/bill/run', body: { pid: 'p-bill-managemant', store: T.store, month: '2026-09' }, makes: T.billRun },
  { endpoint: 'POST /vtproxy/castscreen/common', body: { pid: 'p-screen-summary', screens: [T.screen], cmd: 'reboot' }, query: { ope: 'sendcommand' }, makes: T.screenCommand },
  { endpoint: 'POST /sfsaas/api/rolev2/create', body: { pid: 'p-authority-management', title: 'Energy reader' }, makes: T.role },
  { endpoint: 'POST /vtproxy/workorder/screening/list', body: { pid: 'p-fault-screening', from: '2026-10-01', to: '2026-10-31' }, makes: T.screeningCandidate },
];

/** The first company's admin does `work`: the samples name what it makes, so it must still make exactly that. */
export async function doAdminWork(admin: Pick<ProbeWorld, 'handlers' | 'session'>, work: readonly AdminWork[]): Promise<void> {
  for (const { endpoint, body, query, makes } of work) {
    const text = await (await send(admin, endpoint, { kind: 'read', body, ...(query ? { query } : {}) })).text();
    if (!text.includes(`"${makes}"`)) throw new Error(`the admin's ${endpoint} no longer makes ${makes}: ${text.slice(0, 300)}`);
  }
}

/** A world for one probe user: `other-company` is GreenGrid's admin, `other-store` a user of the first company (the operator) with the admin's roles over st-1005-01 only. */
export async function probeWorld(name: ProbeName): Promise<ProbeWorld> {
  const db = new Database();
  const contract = new ContractCheck({ requests: false, unknownCalls: false });
  const handlers = checkedHandlers(createHandlers(db), contract);
  const admin = { handlers, session: db.accounts.createSession('u-1001').token };
  // A sign-in through the API leaves the first company's trail in the audit.
  await getResponse(handlers, new Request('http://localhost/sfsaas/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) }));
  await doAdminWork(admin, ADMIN_WORK);
  if (name === 'other-company') return { name, db, handlers, contract, session: db.accounts.createSession('u-2001').token, markers: otherCompanyMarkers(db) };
  // The operator account, given everything the admin holds but over one store (no role name of its own decides).
  const grant = db.access.book.grant('u-1002')!;
  grant.roles = [...db.access.book.grant('u-1001')!.roles];
  grant.scope = { kind: 'stores', stores: [PROBE_STORE] };
  return { name, db, handlers, contract, session: db.accounts.createSession('u-1002').token, markers: otherStoreMarkers(db) };
}

/** The probe with every marker it sends made into an id that exists nowhere ('st-1001-04' → 'st-1001-04x'). */
function ghostOf(probe: Probe, markers: readonly string[]): Probe {
  const swap = (text: string) => markers.reduce((out, marker) => out.split(marker).join(`${marker}x`), text);
  const query = probe.query ? Object.fromEntries(Object.entries(probe.query).map(([k, v]) => [k, swap(v)])) : undefined;
  return { ...probe, body: probe.body === undefined ? undefined : JSON.parse(swap(JSON.stringify(probe.body))), ...(query ? { query } : {}) };
}

interface Answer {
  status: number;
  key: string;
}

interface BatchItem {
  accepted?: boolean;
  status?: number;
  messageKey?: string;
}

/** The answer's status and key; a batch whose every item was refused (devices, screens) answers as its first refusal. */
export const answerOf = (text: string): Answer => {
  const envelope = JSON.parse(text) as { status: number; result?: { messageKey?: string; items?: BatchItem[] } };
  const items = envelope.result?.items;
  if (envelope.status === 0 && Array.isArray(items) && items.length > 0 && items.every((item) => item.accepted === false)) {
    return { status: items[0]?.status ?? -1, key: items[0]?.messageKey ?? '' };
  }
  return { status: envelope.status, key: envelope.result?.messageKey ?? '' };
};

/** Judges one answer: a finding, or undefined when it was refused as the probe's reach demands or held nothing of the first company's. */
export async function judge(world: Omit<ProbeWorld, 'db' | 'contract'>, endpoint: string, probe: Probe, response: Response): Promise<Finding | undefined> {
  const finding = (kind: Finding['kind'], detail: string): Finding => ({ endpoint, probe: world.name, kind, detail: probe.note ? `${detail} (${probe.note})` : detail });
  const companyWide = probe.companyWide === true && world.name === 'other-store';
  if (!(response.headers.get('content-type') ?? '').includes('json')) {
    return response.status === 200 && !companyWide ? finding('leak', `served ${response.headers.get('content-type') ?? 'a body'}`) : undefined;
  }
  const text = await response.text();
  const answer = answerOf(text);
  const found = world.markers.filter((marker) => text.includes(marker));
  const shown = found.slice(0, 3).join(', ');
  if (answer.status === 0) {
    if (probe.kind === 'write' && !companyWide) return finding('leak', `write accepted${found.length > 0 ? `, answer holds ${shown}` : ''}`);
    return found.length > 0 ? finding('leak', `answer holds ${shown}`) : undefined;
  }
  if (world.name === 'other-store' || found.length === 0) return undefined;
  // Another company's ids must answer as ids that do not exist: the same request with ghost ids must get the same refusal.
  const sent = JSON.stringify([probe.body, probe.query]);
  const ghostResponse = await send(world, endpoint, ghostOf(probe, world.markers.filter((m) => sent.includes(m))));
  const ghostText = await ghostResponse.text();
  const ghost = (ghostResponse.headers.get('content-type') ?? '').includes('json') ? answerOf(ghostText) : { status: ghostResponse.status, key: '' };
  const unsent = found.filter((marker) => !sent.includes(marker));
  if (unsent.length > 0) return finding('echo', `refused ${answer.status} ${answer.key} naming ${unsent.slice(0, 3).join(', ')}, which it was not sent`);
  if (ghost.status !== answer.status || ghost.key !== answer.key) return finding('echo', `refused ${answer.status} ${answer.key || '(no key)'} naming ${shown}; an id that does not exist gets ${ghost.status} ${ghost.key || '(no key)'}`);
  return undefined;
}

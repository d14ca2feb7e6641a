// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Database } from '../../../mock/api/db/Database';
import { describeViolations, type ContractViolation } from '../../../mock/api/contract/contractCheck';
import { servedEndpoints } from './endpoints';
import { EXPECTED_FINDINGS } from './expectedLeaks';
import { judge, probeWorld, send, type Finding, type ProbeName } from './runner';
import { SAMPLE_KEYS_TWICE, SAMPLES } from './samples/index';
import { readsTheAudit, refusalAudited, refusedWrite, trailFinding, withBodyChecksFailing } from './refusalAudit';
import type { Probe } from './samples/probe';
import { SHARED_ENDPOINTS } from './shared';

/**
 * Issue 35 §8: every endpoint the mock serves, tried by a user of another company and by a
 * store-scoped user of the first company on the first company's records outside their reach.
 */
const served = servedEndpoints(new Database());
const probed = served.filter((endpoint) => !(endpoint in SHARED_ENDPOINTS));
const PROBES: readonly ProbeName[] = ['other-company', 'other-store'];
const keyOf = (f: Pick<Finding, 'endpoint' | 'probe' | 'kind'>) => `${f.endpoint} | ${f.probe} | ${f.kind}`;

describe('the isolation matrix', () => {
  it('has a sample for every endpoint the mock serves, or names it shared with a reason', () => {
    expect(served.length).toBeGreaterThan(150);
    expect(probed.filter((endpoint) => !SAMPLES[endpoint]?.length), 'endpoints with neither a sample nor a place on the shared list').toEqual([]);
    expect(Object.keys(SAMPLES).filter((key) => !served.includes(key)), 'samples of endpoints the mock no longer serves').toEqual([]);
    expect(Object.keys(SHARED_ENDPOINTS).filter((key) => !served.includes(key) || key in SAMPLES), 'shared entries that are stale or also sampled').toEqual([]);
    expect(SAMPLE_KEYS_TWICE).toEqual([]);
    expect(Object.values(SHARED_ENDPOINTS).every((reason) => reason.length > 20)).toBe(true);
  });

  it('lets neither probe reach the first company’s data: refused or empty, never the data', async () => {
    const findings = new Map<string, Finding>();
    let requests = 0;
    let refusedWrites = 0;
    const unaudited = new Set<string>();
    const outsideContract: ContractViolation[] = [];
    for (const name of PROBES) {
      const world = await probeWorld(name);
      const company = world.db.accounts.sessionUser(world.session)!.companyid;
      // Reads first (the audit's first of all): an accepted write must not hide data from a later read.
      const order = (kind: 'read' | 'write') => probed.flatMap((endpoint) => (SAMPLES[endpoint] ?? []).filter((p) => p.kind === kind).map((probe) => ({ endpoint, probe })));
      const reads = order('read').sort((a, b) => Number(readsTheAudit(b.endpoint)) - Number(readsTheAudit(a.endpoint)));
      let sent = '';
      const sendAudited = async (endpoint: string, probe: Probe): Promise<Response> => {
        requests += 1;
        sent += JSON.stringify([probe.body, probe.query]);
        const since = world.db.audit.size;
        const response = await send(world, endpoint, probe);
        const until = world.db.audit.size;
        if ((probe.kind === 'write' || probe.ownWrite || probe.upload) && (await refusedWrite(response.clone()))) {
          refusedWrites += 1;
          if (!refusalAudited(world.db, company, since, until)) unaudited.add(`${name} ${endpoint}${probe.note ? ` (${probe.note})` : ''}`);
        }
        return response;
      };
      for (const { endpoint, probe } of [...reads, ...order('write')]) {
        const finding = await judge(world, endpoint, probe, await sendAudited(endpoint, probe));
        if (finding && !findings.has(keyOf(finding))) findings.set(keyOf(finding), finding);
      }
      // Each write again with its body's checks failing: those refusals are audited too (not judged: it names no id).
      const spoiled = new Map(probed.flatMap((endpoint) => (SAMPLES[endpoint] ?? []).flatMap((p) => withBodyChecksFailing(p) ?? []).map((probe) => [`${endpoint} ${JSON.stringify(probe)}`, { endpoint, probe }] as const)));
      for (const { endpoint, probe } of spoiled.values()) await sendAudited(endpoint, probe);
      // The probe's attempts are on its own record now: that record names nothing of the first company's it did not send.
      const trail = await trailFinding(world, sent);
      if (trail) findings.set(keyOf(trail), trail);
      outsideContract.push(...world.contract.take());
    }
    const leaks = [...findings.values()].filter((f) => f.kind === 'leak');
    const echoes = [...findings.values()].filter((f) => f.kind === 'echo');
    // The figure npm test prints (the default reporter shows a test's console output).
    console.log(`isolation: ${probed.length} endpoints × ${PROBES.length} probes, ${leaks.length} leaks (${requests} requests; ${echoes.length} refusals naming another company's id; ${served.length - probed.length} shared endpoints)`);
    for (const f of [...leaks, ...echoes]) console.log(`  ${f.kind} ${f.probe} ${f.endpoint}: ${f.detail}`);
    // Issue 35 §7: every refusal of a write is audited, in the caller's own company's audit, with its message key.
    console.log(`refused writes audited: ${refusedWrites - unaudited.size} of ${refusedWrites}`);
    for (const miss of unaudited) console.log(`  not audited: ${miss}`);
    const found = [...findings.keys()].sort();
    const expected = EXPECTED_FINDINGS.map(keyOf).sort();
    expect(found.filter((key) => !expected.includes(key)), 'new findings').toEqual([]);
    expect(expected.filter((key) => !found.includes(key)), 'listed findings that no longer happen: remove them from expectedLeaks.ts').toEqual([]);
    expect(refusedWrites).toBeGreaterThan(100);
    expect([...unaudited], 'refused writes with no keyed refusal in the caller’s company audit').toEqual([]);
    // Issue 38 item 7: every answer the probes met, the refusals above all, is one the contract allows.
    expect(describeViolations(outsideContract), 'answers outside the contract (contract/openapi.json)').toBe('');
  });
});

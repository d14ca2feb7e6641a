import type { CommandReport, CommandSource, SendOutcome } from '../../../src/ui/command/CommandTracker';

export type Cmd = { on: boolean };

/** A server: accepts the targets not in `refuse`, and answers results from `reports` (id → report). */
export function fakeSource(refuse: Record<string, string> = {}) {
  const reports = new Map<string, CommandReport>();
  let next = 0;
  const calls = { send: 0, results: 0, inFlight: 0, maxInFlight: 0 };
  const source: CommandSource<Cmd> = {
    async send(targets) {
      calls.send += 1;
      return targets.map<SendOutcome>((target) =>
        refuse[target] ? { target, accepted: false, reason: refuse[target]! } : { target, accepted: true, id: `c${(next += 1)}-${target}` },
      );
    },
    async results(ids) {
      calls.results += 1;
      calls.inFlight += 1;
      calls.maxInFlight = Math.max(calls.maxInFlight, calls.inFlight);
      await Promise.resolve();
      calls.inFlight -= 1;
      return ids.map((id) => reports.get(id) ?? { id, life: 'sent' as const });
    },
  };
  return { source, reports, calls };
}

export const timers = {
  visibility: { hidden: () => false, onChange: () => () => {} },
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => { const id = setTimeout(fn, ms); return () => clearTimeout(id); },
};

// @vitest-environment node
import { CLIENT_TIMEOUT_MARGIN_MS, CommandTracker, type CommandSource } from '../../../src/ui/command/CommandTracker';
import { createTimerScope } from '../../../src/lib/timers';
import { fakeSource, timers, type Cmd } from './fakeCommandSource';


describe('CommandTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each target sent, then what the device said, and stops asking once all are final', async () => {
    const { source, reports, calls } = fakeSource({ d3: 'device offline' });
    const tracker = new CommandTracker<Cmd>(source, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    await tracker.send(['d1', 'd2', 'd3'], { on: false });
    expect(['d1', 'd2', 'd3'].map((d) => tracker.of(d)?.life)).toEqual(['sent', 'sent', 'refused']);
    expect(tracker.of('d3')?.reason).toBe('device offline');

    reports.set(tracker.of('d1')!.id!, { id: tracker.of('d1')!.id!, life: 'confirmed' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(tracker.of('d1')?.life).toBe('confirmed');
    expect(tracker.of('d2')?.life).toBe('sent'); // the device has not answered: still waiting
    expect(tracker.summary).toMatchObject({ confirmed: 1, sent: 1, refused: 1 });

    reports.set(tracker.of('d2')!.id!, { id: tracker.of('d2')!.id!, life: 'failed', reason: 'mode locked by local panel' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(tracker.of('d2')).toMatchObject({ life: 'failed', reason: 'mode locked by local panel' });
    expect(tracker.anyPending).toBe(false);
    const asked = calls.results;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.results).toBe(asked); // nothing left to ask
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends the unsuccessful ones again, with the same command, and keeps the others', async () => {
    const { source, reports, calls } = fakeSource({ d2: 'gateway offline' });
    const tracker = new CommandTracker<Cmd>(source, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    await tracker.send(['d1', 'd2'], { on: true });
    reports.set(tracker.of('d1')!.id!, { id: tracker.of('d1')!.id!, life: 'timeout' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(tracker.unsuccessful.map((c) => c.target)).toEqual(['d1', 'd2']);
    await tracker.retryUnsuccessful();
    expect(calls.send).toBe(2);
    expect(tracker.of('d1')).toMatchObject({ life: 'sent', cmd: { on: true } });
    expect(tracker.of('d2')?.life).toBe('refused');
    tracker.dispose();
  });

  it('never asks twice at once, even when the server is slower than the interval', async () => {
    const { source, calls } = fakeSource();
    const slow: CommandSource<Cmd> = { send: source.send, results: (ids, signal) => new Promise((r) => setTimeout(() => void source.results(ids, signal).then(r), 3500)) };
    const tracker = new CommandTracker<Cmd>(slow, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    await tracker.send(['d1'], { on: true });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.maxInFlight).toBe(1);
    expect(calls.results).toBeLessThanOrEqual(5); // one every 1000 ms after the 3500 ms answer
    tracker.dispose();
    await vi.advanceTimersByTimeAsync(3500); // the answer under way arrives; nothing follows it
    expect(vi.getTimerCount()).toBe(0);
  });

  it('marks every target refused, with the reason, when the send itself fails (-45403, network)', async () => {
    const source: CommandSource<Cmd> = { send: () => Promise.reject(new Error('No permission to control')), results: async () => [] };
    const tracker = new CommandTracker<Cmd>(source, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    await tracker.send(['d1', 'd2'], { on: true });
    expect(tracker.sendError).toBe('No permission to control');
    expect(tracker.summary.refused).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a report for an older command does not overwrite a newer one on the same target', async () => {
    const { source, reports } = fakeSource();
    const tracker = new CommandTracker<Cmd>(source, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    await tracker.send(['d1'], { on: true });
    const first = tracker.of('d1')!.id!;
    await tracker.send(['d1'], { on: false });
    reports.set(first, { id: first, life: 'confirmed' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(tracker.of('d1')).toMatchObject({ life: 'sent', cmd: { on: false } });
    tracker.dispose();
  });

  it('a command the server no longer knows (reset, lost) times out on the client at the time-out plus the margin', async () => {
    const { source, calls } = fakeSource();
    // After a mock reset the status call leaves the unknown ids out of its answer.
    const forgetful: CommandSource<Cmd> = { send: source.send, results: async (ids, signal) => (await source.results(ids, signal)).filter(() => false) };
    const tracker = new CommandTracker<Cmd>(forgetful, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    await tracker.send(['d1'], { on: true });
    await vi.advanceTimersByTimeAsync(15_000 + CLIENT_TIMEOUT_MARGIN_MS - 1000);
    expect(tracker.of('d1')?.life).toBe('sent'); // the server may still answer within the margin
    await vi.advanceTimersByTimeAsync(1000);
    expect(tracker.of('d1')?.life).toBe('timeout');
    expect(tracker.anyPending).toBe(false);
    const asked = calls.results;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.results).toBe(asked); // no longer polled
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a send still in flight at dispose starts no poller when it answers', async () => {
    const { source } = fakeSource();
    let answer!: () => void;
    const slow: CommandSource<Cmd> = { send: (t, c) => new Promise((r) => (answer = () => void source.send(t, c).then(r))), results: source.results };
    const subscribed = vi.fn(() => () => {});
    const tracker = new CommandTracker<Cmd>(slow, { pollMs: 1000, timeoutMs: 15_000, ...timers, visibility: { hidden: () => false, onChange: subscribed } });
    const sending = tracker.send(['d1'], { on: true });
    tracker.dispose(); // the screen unmounts
    answer();
    await sending;
    await vi.advanceTimersByTimeAsync(5000);
    expect(subscribed).not.toHaveBeenCalled(); // no visibilitychange listener
    expect(vi.getTimerCount()).toBe(0);
  });

  it('nor when the whole app instance is disposed (its timer scope) while the send is on its way', async () => {
    const { source } = fakeSource();
    const scope = createTimerScope();
    let answer!: () => void;
    const slow: CommandSource<Cmd> = { send: (t, c) => new Promise((r) => (answer = () => void source.send(t, c).then(r))), results: source.results };
    const subscribed = vi.fn(() => () => {});
    const tracker = new CommandTracker<Cmd>(slow, { pollMs: 1000, timeoutMs: 15_000, scope, visibility: { hidden: () => false, onChange: subscribed } });
    const sending = tracker.send(['d1'], { on: true });
    scope.dispose();
    answer();
    await sending;
    await vi.advanceTimersByTimeAsync(5000);
    expect(subscribed).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an older send answering after a newer one does not overwrite it: the newer command supersedes', async () => {
    const { source } = fakeSource();
    const answers: Array<() => void> = [];
    const manual: CommandSource<Cmd> = { send: (t, c) => new Promise((r) => answers.push(() => void source.send(t, c).then(r))), results: source.results };
    const tracker = new CommandTracker<Cmd>(manual, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    const older = tracker.send(['d1'], { on: true });
    const newer = tracker.send(['d1'], { on: false });
    answers[1]!(); // the newer answers first
    await newer;
    const newId = tracker.of('d1')!.id;
    answers[0]!(); // then the older, late
    await older;
    expect(tracker.of('d1')).toMatchObject({ life: 'sent', cmd: { on: false }, id: newId });
    tracker.dispose();
  });

  it('clear (a change of space) forgets the batch, and an answer still on its way for it is dropped', async () => {
    const { source } = fakeSource({ d2: 'gateway offline' });
    let answer!: () => void;
    const slow: CommandSource<Cmd> = { send: (t, c) => new Promise((r) => (answer = () => void source.send(t, c).then(r))), results: source.results };
    const tracker = new CommandTracker<Cmd>(slow, { pollMs: 1000, timeoutMs: 15_000, ...timers });
    const sending = tracker.send(['d1', 'd2'], { on: true });
    tracker.clear();
    answer();
    await sending;
    expect(tracker.lastBatch).toEqual([]);
    expect(tracker.unsuccessful).toEqual([]);
    expect(tracker.of('d1')).toBeUndefined();
    expect(tracker.of('d2')).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});

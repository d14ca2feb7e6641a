import { ConnectionStore } from '../../src/stores/ConnectionStore';
import { createTimerScope } from '../../src/lib/timers';

describe('ConnectionStore (issue 36 item 4)', () => {
  it('is lost once, then back with the time it came back', () => {
    let now = 1_000;
    const timers = createTimerScope();
    const connection = new ConnectionStore(timers, () => now);
    expect(connection.online).toBe(true);
    connection.lost();
    now = 2_000;
    connection.lost();
    expect(connection.online).toBe(false);
    expect(connection.lostAt).toBe(1_000);
    now = 9_000;
    connection.reached();
    expect(connection.online).toBe(true);
    expect(connection.backAt).toBe(9_000);
    expect(connection.lostAt).toBeUndefined();
    timers.dispose();
  });

  it('hears the browser go offline until its scope is disposed', () => {
    const timers = createTimerScope();
    const connection = new ConnectionStore(timers);
    window.dispatchEvent(new Event('offline'));
    expect(connection.online).toBe(false);
    connection.reached();
    timers.dispose();
    window.dispatchEvent(new Event('offline'));
    expect(connection.online).toBe(true);
  });
});

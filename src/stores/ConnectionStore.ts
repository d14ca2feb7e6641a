import { makeAutoObservable } from 'mobx';
import type { TimerScope } from '../lib/timers';
import { browserNow } from '../lib/serverClock';

/**
 * Whether the console reaches its server (issue 36 item 4): lost when a request gets no answer
 * (a dropped connection, a time-out, a gateway's 502/503/504) or the browser goes offline; back
 * with the next answer of any kind. The header shows it; nothing here retries on its own.
 */
export class ConnectionStore {
  online = true;
  /** When the connection was lost; undefined while online. */
  lostAt: number | undefined = undefined;
  /** When it came back last (the header says so for a moment). */
  backAt: number | undefined = undefined;

  constructor(
    timers: TimerScope,
    private readonly now: () => number = browserNow,
  ) {
    makeAutoObservable<ConnectionStore, 'now'>(this, { now: false });
    if (typeof window === 'undefined') return;
    const offline = () => this.lost();
    window.addEventListener('offline', offline);
    timers.own(() => window.removeEventListener('offline', offline), 'offline listener');
  }

  /** A request got an answer: the server is reachable. */
  reached(): void {
    if (this.online) return;
    this.online = true;
    this.lostAt = undefined;
    this.backAt = this.now();
  }

  /** A request got no answer. */
  lost(): void {
    if (!this.online) return;
    this.online = false;
    this.lostAt = this.now();
    this.backAt = undefined;
  }
}

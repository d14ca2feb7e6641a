// Each vitest worker drives its own standalone console and host harness (the global setup starts
// one pair per worker), so two browser files run at once without sharing a mock world.
import { inject } from 'vitest';

/** 0-based: VITEST_POOL_ID is 1..maxWorkers, unique among the workers running at a time. */
function slot(count: number): number {
  const id = Number(process.env.VITEST_POOL_ID);
  return Number.isInteger(id) && id >= 1 ? (id - 1) % count : 0;
}

/** This worker's standalone console port: http://<host>:<port>/cem_platform/. */
export function standalonePort(): number {
  const ports = inject('standalonePorts');
  return ports[slot(ports.length)]!;
}

/** This worker's host harness URL with the built micro-app, ending in '/'. */
export function harnessUrl(): string {
  const urls = inject('harnessUrls');
  return urls[slot(urls.length)]!;
}

/** This worker's standalone origin; 127.0.0.1 and localhost carry different tenants. */
export function standaloneOrigin(hostname = '127.0.0.1'): string {
  return `http://${hostname}:${standalonePort()}`;
}

/** A console route on this worker's standalone server, e.g. consoleUrl('index/home'). */
export function consoleUrl(route = '', hostname = '127.0.0.1'): string {
  return `${standaloneOrigin(hostname)}/cem_platform/${route}`;
}

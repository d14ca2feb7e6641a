// Types of bench.mjs for the unit test (test/bench/phone.test.ts).
export interface Profile {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  cpuRate: number;
  network: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}
export const PROFILES: { phone: Profile; desktop: Profile };
export const PHONE_FORM_ROW: string;
export const PHONE_DESK_ROW: string;
export const DESK_ROUTE: string;

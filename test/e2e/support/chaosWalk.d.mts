// Types of chaosWalk.mjs (the walk on a bad network shared by the e2e suite and the bench).
import type { Page } from 'playwright-core';
import type { WalkStop } from '../../../src/loader/domain';

export interface FaultRule {
  pattern: string;
  latencyMs?: number;
  failRate?: number;
  dropRate?: number;
}

export interface RequestWatch {
  duplicates: string[];
  quiet(deadline: number): Promise<boolean>;
}

export const BAD_NETWORK: readonly FaultRule[];
export const TABS: number;
export function isApi(url: string): boolean;
export function networkFaults(origin: string, rules: readonly FaultRule[], seed?: number): Promise<void>;
export function watchRequests(page: Page, isApiUrl?: (url: string) => boolean): RequestWatch;
export function openInApp(page: Page, path: string): Promise<void>;
export function walkOnBadNetwork(page: Page, stops: readonly WalkStop[], url: (path: string) => string, watch: RequestWatch): Promise<string[]>;
export function walkInTabs(
  pages: readonly Page[],
  stops: readonly WalkStop[],
  options: { url: (path: string) => string; origin: string; rules: readonly FaultRule[] },
): Promise<{ problems: string[]; stacked: string[]; ms: number }>;

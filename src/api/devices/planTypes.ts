/**
 * Peaking plans and hot-water maintenance, kept through `/vttrigger/v1/*` with `type`
 * 'peaking-plan', 'hotwater-plan' or 'hotwater-records':
 * - query `{ pid, type, store, page, pagesize }` → Paged of that type (hotwater-plan and
 *   hotwater-records also take `system`, the hot-water device did; records also `task`, `result`);
 * - create `{ pid, type, plan }` → the plan (needs `add`); update `{ pid, type, did, plan }`
 *   (needs `edit`); delete `{ pid, type, did }` (needs `delete`). Records are read-only.
 */
import type { DailyWindow } from './policyTypes';
import type { MessageRef } from '../pageConfig.ts';

export interface PeakWindow extends DailyWindow {
  /** kW: negative charges the storage, positive discharges it. */
  storageKw: number;
  /** Cool the building beforehand: minutes before the window, at this setpoint. */
  precoolMinutes: number;
  precoolSetpoint?: number;
}

export interface PeakingPlanInput {
  name: string;
  store: string;
  /** The peak the plan keeps the store's load under, kW. */
  targetPeakKw: number;
  windows: PeakWindow[];
  /** 1 = Monday … 7 = Sunday. */
  weekdays: number[];
  /** Extra dates ('YYYY-MM-DD') the plan also runs on, whatever the weekday. */
  dates: string[];
  from: string;
  to: string | null;
  enabled: boolean;
}

export interface PeakingPlan extends PeakingPlanInput {
  did: string;
  updatedAt: string;
  updatedBy: string;
}

export type HotWaterTask = 'disinfection' | 'descaling' | 'anode-check' | 'valve-check' | 'inspection';

export interface HotWaterPlanInput {
  store: string;
  /** The hot-water system (device did). */
  system: string;
  task: HotWaterTask;
  /** Every N days. */
  everyDays: number;
  /** Disinfection: tank temperature to hold, °C (60–80), and for how long. */
  temperature?: number;
  holdMinutes?: number;
  /** 'HH:mm' start. */
  at: string;
  enabled: boolean;
  /**
   * 'YYYY-MM-DD', today or later: the day of the next run (at `at`). Left out: kept on update, the
   * next `at` from now on create.
   */
  nextDueDate?: string;
}

export interface HotWaterPlan extends Omit<HotWaterPlanInput, 'nextDueDate'> {
  did: string;
  updatedAt: string;
  /**
   * ISO 8601: the next run. The simulator runs due disinfection cycles itself (and moves this on
   * by `everyDays`); other tasks are done by people, so a past value means overdue.
   */
  nextDue: string;
}

/** The hotwater-records query's filters besides `system`. */
export interface HotWaterRecordFilter {
  task?: HotWaterTask;
  result?: 'passed' | 'failed';
}

export interface HotWaterRecord {
  did: string;
  store: string;
  system: string;
  task: HotWaterTask;
  plan?: string;
  start: string;
  end: string;
  /** Disinfection: the highest tank temperature reached and whether the hold was met. */
  peakTemperature?: number;
  passed: boolean;
  note: string;
  /** The note's message key and values (the console shows it in the user's language). */
  noteKey?: MessageRef;
}

// Types of tasks.mjs for the unit test (test/bench/gate.test.ts).
export declare const TRACE_MARK: string;
export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}
export declare function mainThreadTasks(traceEvents: readonly TraceEvent[]): Array<{ wall: number; cpu: number }>;

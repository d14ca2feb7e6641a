import { Random } from './db/core/random.ts';
import { between, expected, invalidField } from './db/core/shapeErrors.ts';

/**
 * A bad network, played by the mock on request (issue 36 item 4): per path pattern, a latency, a
 * share of requests that fail (HTTP 503) and a share whose connection drops. Off by default; the
 * control endpoint itself is never touched, so a test can always turn the faults off again.
 */
export interface FaultRule {
  /** A path, `*` matching any run of characters (`/vtservice/*`, `*`: every path). */
  pattern: string;
  /** Milliseconds every matching request waits before it is answered (0–10,000). */
  latencyMs: number;
  /** Share of matching requests answered HTTP 503 (0–1). */
  failRate: number;
  /** Share of matching requests whose connection drops without an answer (0–1). */
  dropRate: number;
}

/** What happens to one request: it waits `delayMs`, then passes on, fails or is dropped. */
export interface FaultDecision {
  delayMs: number;
  outcome: 'pass' | 'fail' | 'drop';
}

interface CompiledRule extends FaultRule {
  match: RegExp;
}

const MAX_RULES = 20;
const MAX_PATTERN = 200;
const MAX_LATENCY_MS = 10_000;
/** Seed of the fault stream when the caller names none: a walk with faults fails the same way twice. */
const DEFAULT_SEED = 36;
const CONTROL_PATH = '/__mock__/control';

const globToRegExp = (pattern: string): RegExp => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

function share(value: unknown, field: string): number {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) throw invalidField(field, 'expected a number from 0 to 1', between(0, 1));
  return value;
}

/** One rule as the control endpoint received it, checked field by field. */
function ruleOf(value: unknown, index: number): FaultRule {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidField(`rules.${index}`, 'expected an object', expected('object'));
  const raw = value as Record<string, unknown>;
  const { pattern, latencyMs = 0 } = raw;
  if (typeof pattern !== 'string' || pattern.length === 0 || pattern.length > MAX_PATTERN) throw invalidField(`rules.${index}.pattern`, `expected a path pattern of 1 to ${MAX_PATTERN} characters`, expected('string'));
  if (typeof latencyMs !== 'number' || !Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > MAX_LATENCY_MS) {
    throw invalidField(`rules.${index}.latencyMs`, `expected an integer from 0 to ${MAX_LATENCY_MS}`, between(0, MAX_LATENCY_MS));
  }
  const failRate = share(raw.failRate, `rules.${index}.failRate`);
  const dropRate = share(raw.dropRate, `rules.${index}.dropRate`);
  if (failRate + dropRate > 1) throw invalidField(`rules.${index}.dropRate`, 'failRate and dropRate together at most 1', between(0, 1));
  return { pattern, latencyMs, failRate, dropRate };
}

export class NetworkFaults {
  private rules: CompiledRule[] = [];
  private random = new Random(DEFAULT_SEED);

  /** Replaces the rules (`[]`: a good network again); a request takes the first rule it matches. */
  set(rules: unknown, seed: unknown = DEFAULT_SEED): FaultRule[] {
    if (!Array.isArray(rules) || rules.length > MAX_RULES) throw invalidField('rules', `expected a list of at most ${MAX_RULES} rules`, expected('list'));
    if (typeof seed !== 'number' || !Number.isInteger(seed)) throw invalidField('seed', 'expected an integer', expected('integer'));
    const checked = rules.map(ruleOf);
    this.rules = checked.map((rule) => ({ ...rule, match: globToRegExp(rule.pattern) }));
    this.random = new Random(seed);
    return checked;
  }

  clear(): void {
    this.rules = [];
  }

  /** The fault for a request to `path`, or undefined when the network is good for it. */
  decide(path: string): FaultDecision | undefined {
    if (this.rules.length === 0 || path === CONTROL_PATH) return undefined;
    const rule = this.rules.find((candidate) => candidate.match.test(path));
    if (!rule) return undefined;
    const roll = this.random.next();
    const outcome = roll < rule.failRate ? 'fail' : roll < rule.failRate + rule.dropRate ? 'drop' : 'pass';
    return { delayMs: rule.latencyMs, outcome };
  }
}

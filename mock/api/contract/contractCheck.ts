import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract, type ContractDocument, type ContractOperation } from './document.ts';

/** A call the contract does not allow: which side broke it, where, and ajv's words. */
export interface ContractViolation {
  side: 'request' | 'answer' | 'unknown call';
  method: string;
  path: string;
  error: string;
}

/**
 * Outside the contract: the mock's own control, the tus protocol (its own status codes and headers)
 * and files a browser loads by URL (images, signed downloads), which are no envelope calls.
 */
const OUTSIDE = [/^\/__mock__\//, /^\/vt\/staticfile\/tus(\/|$)/, /^\/vt\/staticfile\/get$/, /^\/sfsaas\/api\/tenant\/icon$/, /^\/vtproxy\/video\//];

/**
 * Validates requests and answers against the contract. Validators are compiled lazily, once per
 * operation and side, so a test file pays only for the calls it makes.
 */
export class ContractCheck {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction | null>();
  readonly violations: ContractViolation[] = [];

  /**
   * `requests`: judge what the client sends too (the console's own tests; the mock's tests send
   * malformed requests on purpose). `unknownCalls`: a call to a path the contract lacks is a violation.
   */
  constructor(private readonly options: { requests: boolean; unknownCalls: boolean }, private readonly document: ContractDocument = loadContract()) {
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
    addFormats.default(this.ajv);
    this.ajv.addSchema({ $id: 'contract', components: document.components });
  }

  private operation(method: string, path: string): ContractOperation | undefined {
    return this.document.paths[path]?.[method.toLowerCase()];
  }

  private validator(key: string, schema: unknown): ValidateFunction | null {
    if (!this.validators.has(key)) {
      const anchored = schema === undefined ? null : (JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/')) as object);
      this.validators.set(key, anchored ? this.ajv.compile(anchored) : null);
    }
    return this.validators.get(key)!;
  }

  private judge(side: ContractViolation['side'], method: string, path: string, validate: ValidateFunction | null, value: unknown): void {
    if (!validate || validate(value)) return;
    const error = this.ajv.errorsText(validate.errors?.slice(0, 5), { dataVar: side === 'request' ? 'body' : 'answer' });
    this.violations.push({ side, method, path, error });
  }

  /** A request's JSON body (text as sent); other bodies (multipart, none) are the transport's. */
  checkRequest(method: string, url: URL, contentType: string, body: string): void {
    const path = url.pathname;
    if (OUTSIDE.some((pattern) => pattern.test(path))) return;
    const op = this.operation(method, path);
    if (!op) {
      if (this.options.unknownCalls) this.violations.push({ side: 'unknown call', method, path, error: 'the contract has no such call' });
      return;
    }
    if (!this.options.requests || !contentType.includes('json') || body.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return; // not JSON at all: the mock refuses it, and that refusal is what is checked
    }
    const schema = op.requestBody?.content['application/json']?.schema;
    this.judge('request', method, path, this.validator(`${op.operationId} request`, schema), value);
  }

  /** A JSON answer (the envelope) to a call of the contract. */
  checkAnswer(method: string, url: URL, contentType: string, answer: string): void {
    const op = this.operation(method, url.pathname);
    if (!op || !contentType.includes('json')) return;
    const value: unknown = JSON.parse(answer);
    // The answer's own branch (an accepted answer or a refusal), so ajv names the field that broke it.
    const branches = (op.responses['200']?.content['application/json']?.schema as { anyOf?: unknown[] } | undefined)?.anyOf;
    const accepted = typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 0;
    const branch = accepted ? 0 : 1;
    this.judge('answer', method, url.pathname, this.validator(`${op.operationId} answer ${branch}`, branches?.[branch]), value);
  }

  /** The violations so far, emptied: a test helper fails the test that caused any. */
  take(): ContractViolation[] {
    return this.violations.splice(0);
  }
}

/** One line per violation, for a failed test's message. */
export function describeViolations(violations: readonly ContractViolation[]): string {
  return violations.map((v) => `${v.side} ${v.method} ${v.path}: ${v.error}`).join('\n');
}

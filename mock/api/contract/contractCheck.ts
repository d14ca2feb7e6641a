import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadContract, type ContractDocument, type ContractOperation, type ContractResponse } from './document.ts';
import { OperationIndex } from './operationIndex.ts';

/** A call the contract does not allow: which side broke it, where, and ajv's words. */
export interface ContractViolation {
  side: 'request' | 'answer' | 'unknown call';
  method: string;
  path: string;
  error: string;
}

/** An answer as the check reads it: its status and headers, and its text when it is JSON. */
export interface CheckedAnswer {
  status: number;
  headers: Headers;
  json?: string;
}

/** Outside the contract: the mock's own control, which no console calls. */
const OUTSIDE = /^\/__mock__\//;

/** Does a request's content-type name the media type (`multipart/form-data` of `multipart/form-data; boundary=…`)? */
const isMediaType = (mediaType: string, contentType: string) => contentType.split(';')[0]!.trim().toLowerCase() === mediaType;

/** ajv's words for the first errors, naming the value where a list of allowed ones refused it (an unknown message key). */
function explained(errors: readonly ErrorObject[], dataVar: string): string {
  return errors
    .slice(0, 5)
    .map((e) => `${dataVar}${e.instancePath} ${e.message ?? 'is invalid'}${e.keyword === 'enum' || e.keyword === 'const' ? ` (${JSON.stringify(e.data)?.slice(0, 80)})` : ''}`)
    .join(', ');
}

/** The response a status is answered by: itself, its class (`4XX`), or `default`. */
function responseFor(operation: ContractOperation, status: number): ContractResponse | undefined {
  const { responses } = operation;
  return responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default;
}

/**
 * Validates requests and answers against the contract: the call is one it lists, its parameters and
 * protocol headers are there and well formed, the answer's status is one it lists with that
 * status's headers, and JSON bodies match their schemas. Validators are compiled lazily, once per
 * operation and part, so a test file pays only for the calls it makes.
 */
export class ContractCheck {
  private readonly ajv: Ajv2020;
  private readonly index: OperationIndex;
  private readonly validators = new Map<string, ValidateFunction | null>();
  readonly violations: ContractViolation[] = [];

  /**
   * `requests`: judge what the client sends too (the console's own tests; the mock's tests send
   * malformed requests on purpose). `unknownCalls`: a call to a path the contract lacks is a violation.
   */
  constructor(private readonly options: { requests: boolean; unknownCalls: boolean }, document: ContractDocument = loadContract()) {
    // verbose: an error keeps the value it is about, so a violation can name the key or value it refused.
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false, verbose: true });
    addFormats.default(this.ajv);
    this.ajv.addSchema({ $id: 'contract', components: document.components });
    this.index = new OperationIndex(document);
  }

  private validator(key: string, schema: unknown): ValidateFunction | null {
    if (!this.validators.has(key)) {
      const anchored = schema === undefined ? null : (JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/')) as object);
      this.validators.set(key, anchored ? this.ajv.compile(anchored) : null);
    }
    return this.validators.get(key)!;
  }

  private violation(side: ContractViolation['side'], method: string, path: string, error: string): void {
    this.violations.push({ side, method, path, error });
  }

  private judge(side: ContractViolation['side'], method: string, path: string, validate: ValidateFunction | null, value: unknown, dataVar: string): void {
    if (!validate || validate(value)) return;
    this.violation(side, method, path, explained(validate.errors ?? [], dataVar));
  }

  /** The request's path, query and header parameters: the required ones sent, each as its schema says. */
  private checkParameters(method: string, path: string, operation: ContractOperation, params: Record<string, string>, url: URL, headers: Headers): void {
    for (const parameter of operation.parameters ?? []) {
      const value = parameter.in === 'path' ? params[parameter.name] : parameter.in === 'query' ? url.searchParams.get(parameter.name) : headers.get(parameter.name);
      const where = `${parameter.in} ${parameter.name}`;
      if (value === null || value === undefined) {
        if (parameter.required) this.violation('request', method, path, `${where} is missing`);
      } else {
        this.judge('request', method, path, this.validator(`${operation.operationId} ${where}`, parameter.schema), value, where);
      }
    }
  }

  /** A request: a call the contract lists, with its parameters, its content-type and its JSON body (text as sent). */
  checkRequest(method: string, url: URL, headers: Headers, body: string): void {
    const path = url.pathname;
    if (OUTSIDE.test(path)) return;
    const found = this.index.find(method, path);
    if (!found) {
      if (this.options.unknownCalls) this.violation('unknown call', method, path, 'the contract has no such call');
      return;
    }
    if (!this.options.requests) return;
    const { operation } = found;
    this.checkParameters(method, path, operation, found.params, url, headers);
    const contentType = headers.get('content-type') ?? '';
    const mediaTypes = Object.keys(operation.requestBody?.content ?? {});
    if (operation.requestBody?.required && !mediaTypes.some((type) => isMediaType(type, contentType))) {
      this.violation('request', method, path, `content-type ${contentType || '(none)'} is not ${mediaTypes.join(' or ')}`);
    }
    if (!contentType.includes('json') || body.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return; // not JSON at all: the mock refuses it, and that refusal is what is checked
    }
    const schema = operation.requestBody?.content['application/json']?.schema;
    this.judge('request', method, path, this.validator(`${operation.operationId} request`, schema), value, 'body');
  }

  /** An answer to a call of the contract: a status it lists, that status's headers, and its JSON body. */
  checkAnswer(method: string, url: URL, answer: CheckedAnswer): void {
    const path = url.pathname;
    const found = this.index.find(method, path);
    if (!found) return;
    const { operation } = found;
    const response = responseFor(operation, answer.status);
    if (!response) {
      this.violation('answer', method, path, `HTTP ${answer.status} is not an answer the contract lists (${Object.keys(operation.responses).join(', ')})`);
      return;
    }
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = answer.headers.get(name);
      if (value === null) {
        if (header.required) this.violation('answer', method, path, `header ${name} is missing from HTTP ${answer.status}`);
      } else {
        this.judge('answer', method, path, this.validator(`${operation.operationId} ${answer.status} header ${name}`, header.schema), value, `header ${name}`);
      }
    }
    if (answer.json !== undefined) this.checkJson(method, path, operation, answer, response);
  }

  private checkJson(method: string, path: string, operation: ContractOperation, answer: CheckedAnswer, response: ContractResponse): void {
    const content = response.content ?? {};
    if (!content['application/json'] && !content['*/*']) {
      this.violation('answer', method, path, `HTTP ${answer.status} carries a JSON body the contract does not list`);
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(answer.json!);
    } catch {
      this.violation('answer', method, path, 'the body is not JSON although its content-type says so');
      return;
    }
    const schema = content['application/json']?.schema as { anyOf?: unknown[] } | undefined;
    // An envelope's own branch (an accepted answer or a refusal), so ajv names the field that broke it.
    const accepted = typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 0;
    const branch = schema?.anyOf ? (accepted ? 0 : 1) : -1;
    const part = branch < 0 ? schema : schema?.anyOf?.[branch];
    this.judge('answer', method, path, this.validator(`${operation.operationId} answer ${answer.status} ${branch}`, part), value, 'answer');
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

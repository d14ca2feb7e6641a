// The console's API contract (OpenAPI 3.1), generated: the calls of src/api (calls.mjs) with the
// schemas of their own types (typeSchema.mjs), the envelope every answer comes in, and the message
// keys the mock's refusals carry. `npm run contract` writes it to contract/openapi.json.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { findCalls } from './calls.mjs';
import { findRawCalls } from './rawCalls.mjs';
import { mockMessageKeys } from './messageKeys.mjs';
import { createTypeSchemas } from './typeSchema.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CONTRACT_FILE = path.join(ROOT, 'contract/openapi.json');

function filesUnder(dir, test) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const MESSAGE_KEY = { $ref: '#/components/schemas/MessageKey' };

const REFUSAL = {
  type: 'object',
  description: 'A refusal: HTTP 200 (or 4xx/5xx) with a non-zero status; `result` carries the message key and its values (or per-field details).',
  properties: {
    status: { type: 'integer', not: { const: 0 } },
    message: { type: 'string' },
    result: {
      description: 'null, `{ messageKey, values }` (with named extras), or `{ errors: [{ field, rule, messageKey, values, message }] }`: every key it carries is a MessageKey.',
      properties: { messageKey: MESSAGE_KEY, errors: { items: { properties: { messageKey: MESSAGE_KEY } } } },
    },
  },
  required: ['status', 'message'],
};

/** Any other HTTP status of an envelope call: a refusal (a session gone, a body too large, a server fault). */
const REFUSED_OTHERWISE = {
  description: 'A keyed refusal with an HTTP error status.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
};

function envelopeOf(result) {
  return { type: 'object', properties: { status: { const: 0 }, message: { type: 'string' }, result }, required: ['status', 'result'] };
}

const oneOrAny = (schemas) => (schemas.length === 1 ? schemas[0] : { anyOf: schemas });
const uniqueSchemas = (schemas) => [...new Map(schemas.map((s) => [JSON.stringify(s), s])).values()];

/** One operation of the document from the calls that reach its path and method. */
function operation(calls, schemas) {
  const first = calls[0];
  const answers = uniqueSchemas(calls.map((c) => (c.answer ? schemas.schemaOf(c.answer) : {})));
  const op = {
    operationId: `${first.method}${first.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c) => (c ? c.toUpperCase() : ''))}`,
    'x-called-from': [...new Set(calls.map((c) => c.file))].sort(),
    responses: {
      200: {
        description: 'The envelope: status 0 with the answer in `result`, or a keyed refusal.',
        content: { 'application/json': { schema: { anyOf: [envelopeOf(oneOrAny(answers)), { $ref: '#/components/schemas/Refusal' }] } } },
      },
      default: REFUSED_OTHERWISE,
    },
  };
  const queries = [...new Set(calls.map((c) => c.query).filter(Boolean))].sort();
  if (queries.length > 0) op['x-query-variants'] = queries;
  if (first.kind === 'upload') {
    op.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } };
  } else if (first.method === 'post') {
    const bodies = uniqueSchemas(calls.map((c) => (c.body ? schemas.schemaOf(c.body) : { type: 'object' })));
    op.requestBody = { required: false, content: { 'application/json': { schema: oneOrAny(bodies) } } };
  } else {
    const names = new Set(calls.flatMap((c) => (c.body ? c.body.getProperties().map((p) => p.getName()) : [])));
    op.parameters = [...names].sort().map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } }));
  }
  return op;
}

/** The whole document, deterministic (sorted paths, methods and components). */
export function buildContract() {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  // One program for both sides: the console's calls (src/api) and the keys the mock answers with (mock/api).
  const roots = ['src/api', 'mock/api'].flatMap((dir) => filesUnder(path.join(ROOT, dir), (name) => name.endsWith('.ts') && !name.endsWith('.d.ts')));
  const program = ts.createProgram(roots, config.options);
  const schemas = createTypeSchemas(program.getTypeChecker());
  const byOperation = new Map();
  for (const call of findCalls(program, ROOT)) {
    const key = `${call.path} ${call.method}`;
    byOperation.set(key, [...(byOperation.get(key) ?? []), call]);
  }
  const paths = {};
  for (const key of [...byOperation.keys()].sort()) {
    const calls = byOperation.get(key);
    const { path: at, method } = calls[0];
    paths[at] = { ...paths[at], [method]: operation(calls, schemas) };
  }
  for (const { path: at, method, operation: raw } of findRawCalls(program, ROOT, (type) => envelopeOf(schemas.schemaOf(type)))) {
    if (paths[at]?.[method]) throw new Error(`${method} ${at} is both an envelope call and a RawCall`);
    paths[at] = { ...paths[at], [method]: raw };
  }
  const sortedPaths = Object.fromEntries(Object.keys(paths).sort().map((at) => [at, paths[at]]));
  const { keys } = mockMessageKeys(program, ROOT);
  const components = Object.fromEntries(Object.entries(schemas.components).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'CEM console API',
      version: '1',
      description: 'Every call the console makes (generated from src/api by `npm run contract`; do not edit). Every answer is an envelope `{ status, message, result }`: status 0 carries the answer, any other status is a refusal whose result names a message key of x-message-keys.',
    },
    paths: sortedPaths,
    components: { schemas: { Refusal: REFUSAL, MessageKey: { enum: keys }, ...components } },
    'x-message-keys': keys,
  };
}

/** The document as the repository keeps it. */
export const contractText = (document) => `${JSON.stringify(document, null, 2)}\n`;

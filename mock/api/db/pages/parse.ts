import { optionalString, requireString, type Fields } from '../../request.ts';
import { MAX_PAGESIZE, type PageRequest, type Selection } from '../core/tables/engine.ts';
import { parseSelection } from '../core/tables/parse.ts';
import { DEFAULT_DISTINCT, MAX_DISTINCT } from './reads.ts';
import { expected, invalidField, missingField } from '../core/shapeErrors.ts';

/** Bodies of filter/add, update, delete, export and searchcolumn, checked field by field. */

function record(value: unknown, key: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidField(key, 'expected an object', expected('object'));
  return value as Record<string, unknown>;
}

export type ParsedAdd = { pid: string; cmd: Record<string, unknown> } | { pid: string; records: Record<string, unknown>[] };

export function parseAdd(fields: Fields): ParsedAdd {
  const pid = requireString(fields, 'pid');
  if (fields.records !== undefined) {
    if (fields.cmd !== undefined) throw invalidField('records', 'send cmd or records, not both');
    if (!Array.isArray(fields.records)) throw invalidField('records', 'expected an array of objects');
    return { pid, records: fields.records.map((item, i) => record(item, `records[${i}]`)) };
  }
  if (fields.cmd === undefined || fields.cmd === null) throw missingField('cmd');
  return { pid, cmd: record(fields.cmd, 'cmd') };
}

export function parseUpdate(fields: Fields): { pid: string; did: string; cmd: Record<string, unknown> } {
  const pid = requireString(fields, 'pid');
  const did = requireString(fields, 'did');
  if (fields.cmd === undefined || fields.cmd === null) throw missingField('cmd');
  return { pid, did, cmd: record(fields.cmd, 'cmd') };
}

export function parseDelete(fields: Fields): { pid: string; dids: string[] } {
  const pid = requireString(fields, 'pid');
  if (fields.dids !== undefined) {
    const dids = fields.dids;
    if (!Array.isArray(dids) || dids.length === 0 || !dids.every((did) => typeof did === 'string' && did.trim() !== '')) {
      throw invalidField('dids', 'expected a non-empty array of dids');
    }
    return { pid, dids: [...new Set(dids as string[])] };
  }
  return { pid, dids: [requireString(fields, 'did')] };
}

function integerOr(fields: Fields, key: string, fallback: number, max: number): number {
  const value = fields[key] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? 'an integer ≥ 1' : `an integer from 1 to ${max}`;
    throw invalidField(key, `expected ${range}`);
  }
  return value;
}

/** Export: page defaults to 1, pagesize to spec §9's 100000. */
export function parseExport(fields: Fields): { pid: string } & PageRequest {
  return {
    pid: requireString(fields, 'pid'),
    page: integerOr(fields, 'page', 1, Number.MAX_SAFE_INTEGER),
    pagesize: integerOr(fields, 'pagesize', MAX_PAGESIZE, MAX_PAGESIZE),
    ...parseSelection(fields),
  };
}

export function parseSearchColumn(fields: Fields): { pid: string; column: string; keyword: string | undefined; limit: number } & Selection {
  const limit = integerOr(fields, 'limit', DEFAULT_DISTINCT, MAX_DISTINCT);
  const { filter } = parseSelection(fields);
  return {
    pid: requireString(fields, 'pid'),
    column: requireString(fields, 'column'),
    keyword: optionalString(fields, 'keyword'),
    limit,
    ...(filter ? { filter } : {}),
  };
}

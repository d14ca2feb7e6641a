import type { DevControl, FilterVtInfo } from '../../../../../src/api/types.ts';
import { optionalString, requireString, type Fields } from '../../../request.ts';
import { MAX_PAGESIZE, type PageRequest, type Selection, type SortOrder } from './engine.ts';
import type { CmdFields } from './Table.ts';
import { expected, fieldRefusal, invalidField, missingField, oneOf } from '../shapeErrors.ts';

/** Body shapes of the filter service and devControl, checked field by field. */

function optionalObject(fields: Fields, key: string): Record<string, unknown> | undefined {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidField(key, 'expected an object', expected('object'));
  return value as Record<string, unknown>;
}

function integerIn(fields: Fields, key: string, min: number, max: number): number {
  const value = fields[key];
  if (value === undefined || value === null) throw missingField(key);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `an integer ≥ ${min}` : `an integer from ${min} to ${max}`;
    throw invalidField(key, `expected ${range}`);
  }
  return value;
}

function parseSort(fields: Fields): SortOrder | undefined {
  const sort = optionalObject(fields, 'sort');
  if (!sort) return undefined;
  for (const [field, direction] of Object.entries(sort)) {
    if (direction !== 'asc' && direction !== 'desc') throw fieldRefusal(`invalid sort: ${field} (expected 'asc' or 'desc')`, field, oneOf(['asc', 'desc']));
  }
  return sort as SortOrder;
}

function parseColumns(fields: Fields): string[] | undefined {
  const columns = fields.columns;
  if (columns === undefined || columns === null) return undefined;
  if (!Array.isArray(columns) || !columns.every((column) => typeof column === 'string')) {
    throw invalidField('columns', 'expected an array of strings');
  }
  return columns as string[];
}

/** filter, sort and columns; `condition` is accepted as an object and otherwise ignored. */
export function parseSelection(fields: Fields): Selection {
  optionalObject(fields, 'condition');
  const selection: Selection = {};
  const filter = optionalObject(fields, 'filter');
  const sort = parseSort(fields);
  const columns = parseColumns(fields);
  if (filter) selection.filter = filter;
  if (sort) selection.sort = sort;
  if (columns) selection.columns = columns;
  return selection;
}

/** FilterQuery: pid, page (1-based), pagesize (1–100000) and a selection. */
export function parseFilterQuery(fields: Fields): { pid: string } & PageRequest {
  return {
    pid: requireString(fields, 'pid'),
    page: integerIn(fields, 'page', 1, Number.MAX_SAFE_INTEGER),
    pagesize: integerIn(fields, 'pagesize', 1, MAX_PAGESIZE),
    ...parseSelection(fields),
  };
}

/** FilterListAll (plus an optional `sort`, same as query). */
export function parseListAll(fields: Fields): { pid: string } & Selection {
  return { pid: requireString(fields, 'pid'), ...parseSelection(fields) };
}

export function parseVtInfo(fields: Fields): FilterVtInfo {
  return { pid: requireString(fields, 'pid'), did: requireString(fields, 'did') };
}

const ACTS: readonly DevControl<unknown>['act'][] = ['create', 'set', 'delete'];

/** A devControl command: `create` needs cmd, `set` needs did and cmd, `delete` needs did. */
export type ParsedControl =
  | { pid: string; act: 'create'; cmd: CmdFields }
  | { pid: string; act: 'set'; did: string; cmd: CmdFields }
  | { pid: string; act: 'delete'; did: string; cmd?: CmdFields };

export function parseDevControl(fields: Fields): ParsedControl {
  const pid = requireString(fields, 'pid');
  const act = requireString(fields, 'act');
  if (!ACTS.some((known) => known === act)) throw invalidField('act', `expected ${ACTS.join(', ')}`, oneOf(ACTS));
  const did = optionalString(fields, 'did') || undefined;
  const cmd = optionalObject(fields, 'cmd');
  if (act === 'create') {
    if (did !== undefined) throw invalidField('did', 'the server assigns it on create');
    if (!cmd) throw missingField('cmd');
    return { pid, act, cmd };
  }
  if (did === undefined) throw missingField('did');
  if (act === 'set') {
    if (!cmd) throw missingField('cmd');
    return { pid, act, did, cmd };
  }
  return cmd ? { pid, act: 'delete', did, cmd } : { pid, act: 'delete', did };
}

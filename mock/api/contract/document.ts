import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The generated contract (OpenAPI 3.1) kept in the repository: `npm run contract` writes it. */
export const CONTRACT_FILE = path.join(import.meta.dirname, '../../../contract/openapi.json');

/** The path the mock serves the contract on (under an API prefix, so a console's proxy forwards it). */
export const CONTRACT_PATH = '/sfsaas/api/openapi.json';

export interface ContractDocument {
  paths: Record<string, Record<string, ContractOperation>>;
  components: { schemas: Record<string, unknown> };
}

export interface ContractOperation {
  operationId: string;
  parameters?: ContractParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> };
  /** By status: `200`, a class (`4XX`) or `default`. */
  responses: Record<string, ContractResponse>;
}

/** A path, query or header parameter. */
export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: unknown;
}

export interface ContractResponse {
  headers?: Record<string, { required?: boolean; schema?: unknown }>;
  content?: Record<string, { schema: unknown }>;
}

let text: string | undefined;

/** The file's text, read once per process. */
export function contractText(): string {
  text ??= readFileSync(CONTRACT_FILE, 'utf8');
  return text;
}

export const loadContract = (): ContractDocument => JSON.parse(contractText()) as ContractDocument;

// Types of buildContract.mjs (plain JS: `npm run contract` runs it with node).
export declare const ROOT: string;
export declare const CONTRACT_FILE: string;
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; requestBody?: unknown; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
  'x-message-keys': string[];
}
export declare function buildContract(): OpenApiDocument;
export declare function contractText(document: OpenApiDocument): string;

/** Parses JSON without throwing; anything malformed yields `undefined`. */
export function parseJson(text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** True for a plain, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses JSON text that must be an object; anything else yields an empty object. */
export function parseJsonObject(text: unknown): Record<string, unknown> {
  const value = parseJson(text);
  return isRecord(value) ? value : {};
}

/** Reads a string field, or undefined when absent or of another type. */
export function stringField(obj: Record<string, unknown>, key: string): string | undefined {
  const value = obj[key];
  return typeof value === 'string' ? value : undefined;
}

/** Reads a number field (numeric strings accepted), or undefined. */
export function numberField(obj: Record<string, unknown>, key: string): number | undefined {
  const value = obj[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

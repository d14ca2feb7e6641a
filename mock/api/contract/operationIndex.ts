import type { ContractDocument, ContractOperation } from './document.ts';

/** An operation found for a request, with the values of its path's `{name}` segments. */
export interface FoundOperation {
  operation: ContractOperation;
  params: Record<string, string>;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape: judged as sent
  }
}

/**
 * The operations of a contract by method and path: a path as written, or a templated one
 * (`/vtproxy/video/{clip}/{file}`) whose every `{name}` is one segment.
 */
export class OperationIndex {
  private readonly templates: { path: string; pattern: RegExp; names: string[] }[];

  constructor(private readonly document: ContractDocument) {
    this.templates = Object.keys(document.paths)
      .filter((path) => path.includes('{'))
      .map((path) => {
        const names: string[] = [];
        const source = path
          .split(/\{(\w+)\}/)
          .map((part, i) => (i % 2 === 1 ? (names.push(part), '([^/]+)') : escaped(part)))
          .join('');
        return { path, pattern: new RegExp(`^${source}$`), names };
      });
  }

  find(method: string, path: string): FoundOperation | undefined {
    const key = method.toLowerCase();
    const exact = this.document.paths[path]?.[key];
    if (exact) return { operation: exact, params: {} };
    for (const template of this.templates) {
      const operation = this.document.paths[template.path]?.[key];
      const match = operation ? template.pattern.exec(path) : null;
      if (operation && match) return { operation, params: Object.fromEntries(template.names.map((name, i) => [name, decoded(match[i + 1] ?? '')])) };
    }
    return undefined;
  }
}

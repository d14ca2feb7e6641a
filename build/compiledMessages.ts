// Language files compiled at build time (issue 12, "a lighter login"). react-intl parses ICU
// strings with a parser of ~9 KB gzip; the built console ships lang/<lang>.json already parsed
// and gives react-intl the parser-less build of that module instead, so no route carries it.
// src/i18n/readMessages still compiles a file of plain strings (its own lazy chunk), so a server
// that serves its own language files keeps working.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const PARSER = '@formatjs/icu-messageformat-parser';

/** One language file's messages, parsed; a message the parser refuses stops the build. */
export function compileLanguageFile(file: string): Record<string, unknown> {
  const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const out: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(strings)) {
    try {
      out[id] = parse(text);
    } catch (error) {
      throw new Error(`${path.basename(file)}: message "${id}" is not valid ICU: ${String(error)}`);
    }
  }
  return out;
}

export function compiledMessages(langDir: string): Plugin {
  return {
    name: 'cem-compiled-messages',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      // Only the libraries lose the parser; the app's own compileMessages keeps it.
      if (source !== PARSER || !importer?.includes(`${path.sep}node_modules${path.sep}`)) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
    },
    generateBundle() {
      for (const name of readdirSync(langDir)) {
        if (!name.endsWith('.json') || name === 'langList.json') continue;
        const source = JSON.stringify(compileLanguageFile(path.join(langDir, name)));
        this.emitFile({ type: 'asset', fileName: `lang/${name}`, source });
      }
    },
  };
}

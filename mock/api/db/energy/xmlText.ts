import { badFile } from './importErrors.ts';

const NAME = '[A-Za-z_][\\w.:-]*';
const ATTRIBUTES = `(?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*\\s*`;
/** One markup token at a '<': start or empty tag (1: name, 2: '/'), end tag (3: name), declaration, comment, CDATA. */
const TOKEN = new RegExp(`<(?:(${NAME})${ATTRIBUTES}(/?)|/(${NAME})\\s*)>|<\\?[\\s\\S]*?\\?>|<!--[\\s\\S]*?-->|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>`, 'y');

/**
 * Refuses a part that is not well-formed XML (tags that do not nest, a stray '<', no or several
 * roots, a DOCTYPE), since the regex readers would otherwise quietly read half of it.
 */
export function checkXml(xml: string, part: string): void {
  const fail = (reason: string): never => {
    throw badFile(`${part} in the XLSX workbook is not well-formed XML (${reason})`, 'badXml', { part });
  };
  const stack: string[] = [];
  let roots = 0;
  let from = 0;
  let at = xml.indexOf('<');
  for (;;) {
    if (stack.length === 0 && xml.slice(from, at === -1 ? xml.length : at).replace(/^\uFEFF/, '').trim() !== '') fail(`text outside the root element at offset ${from}`);
    if (at === -1) break;
    if (xml.startsWith('<!DOCTYPE', at)) fail('a DOCTYPE, which XLSX parts never have');
    TOKEN.lastIndex = at;
    const token = TOKEN.exec(xml) ?? fail(`unreadable markup at offset ${at}: ${JSON.stringify(xml.slice(at, at + 40))}`);
    const [, open, empty, close] = token;
    if (open) {
      if (stack.length === 0 && ++roots > 1) fail(`a second root element <${open}> at offset ${at}`);
      if (!empty) stack.push(open);
    } else if (close) {
      const top = stack.pop();
      if (top !== close) fail(top ? `</${close}> closes <${top}> at offset ${at}` : `</${close}> closes nothing at offset ${at}`);
    }
    from = TOKEN.lastIndex;
    at = xml.indexOf('<', from);
  }
  if (stack.length > 0) fail(`<${stack[stack.length - 1] ?? ''}> is never closed`);
  if (roots === 0) fail('no root element');
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Resolves the predefined and numeric entities; an impossible code point is refused, not thrown as a RangeError. */
export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (!code.startsWith('#')) return ENTITIES[code] ?? whole;
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    if (!Number.isSafeInteger(point) || point > 0x10ffff) throw badFile(`the XLSX workbook has an impossible character reference ${whole.slice(0, 20)}`, 'badCharacter', { reference: whole.slice(0, 20) });
    return String.fromCodePoint(point);
  });
}

/** The text of every <t> element inside a fragment (rich text runs included; an empty <t/> holds none). */
export const textOf = (xml: string): string => [...xml.matchAll(/<t\b(?:[^>]*[^/>])?>([\s\S]*?)<\/t>/g)].map((m) => decodeXml(m[1] ?? '')).join('');

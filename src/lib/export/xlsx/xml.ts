// Characters XML 1.0 forbids (C0 controls except tab/LF/CR, lone surrogates, U+FFFE/U+FFFF):
// one of them in a cell makes Excel refuse the whole file, so they are dropped.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text safe inside an XML element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"]/g, (ch) => ESCAPES[ch]!);
}

/** Column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Excel's sheet-name rules: at most 31 characters, none of []:*?/\ and not blank. */
export function safeSheetName(name: string | undefined): string {
  const cleaned = (name ?? '').replace(/[[\]:*?/\\]/g, ' ').replace(INVALID_XML, '').trim().slice(0, 31).replace(/^'|'$/g, '');
  return cleaned === '' ? 'Sheet1' : cleaned;
}

import { escapeXml } from './xml.ts';

/** The fixed parts of a one-sheet SpreadsheetML package (ECMA-376), besides the sheet itself. */
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

export const SHEET_PATH = 'xl/worksheets/sheet1.xml';

/** Indexes into cellXfs of styles.xml, used as the `s` attribute of a cell. */
export const STYLE = { normal: 0, header: 1, date: 2, datetime: 3 } as const;

const CONTENT_TYPES = `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/${SHEET_PATH}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const ROOT_RELS = `${HEAD}<Relationships xmlns="${PKG_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

const WORKBOOK_RELS = `${HEAD}<Relationships xmlns="${PKG_REL_NS}">\
<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>\
</Relationships>`;

// Date formats are ISO-like on purpose: the same in every language of the console.
const STYLES = `${HEAD}<styleSheet xmlns="${MAIN_NS}">\
<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="4">\
<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
</cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

function workbook(sheetName: string): string {
  return `${HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">\
<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets>\
</workbook>`;
}

/** Every part except the sheet, by path inside the zip. */
export function fixedParts(sheetName: string): Array<[path: string, xml: string]> {
  return [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', ROOT_RELS],
    ['xl/workbook.xml', workbook(sheetName)],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/styles.xml', STYLES],
  ];
}

/** Opening of the sheet part: frozen header row, column widths, start of the data. */
export function sheetStart(widths: number[], lastCellRef: string): string {
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  return `${HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">\
<dimension ref="A1:${lastCellRef}"/>\
<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>\
<sheetFormatPr defaultRowHeight="15"/>\
${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
}

export const SHEET_END = '</sheetData></worksheet>';

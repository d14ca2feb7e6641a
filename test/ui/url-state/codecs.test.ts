// @vitest-environment node
import { dayParam, dayTimeParam, idListParam, idParam, listParam, MAX_PARAM_TEXT, monthParam, numberParam, oneOfParam, subsetParam, textParam, timeParam } from '../../../src/ui/url-state/codecs';

describe('the URL codecs of the kit', () => {
  it('reads a record id, junk and markup as absent, and clears it with an empty one', () => {
    expect(idParam.parse('sp-st-1005-01-01')).toBe('sp-st-1005-01-01');
    expect(idParam.parse('bl-s1-202611-0001.v2')).toBe('bl-s1-202611-0001.v2');
    expect(idParam.parse('meter:m-1')).toBe('meter:m-1');
    for (const junk of [null, '', '<x>', 'a b', 'a/b', '../x', 'x'.repeat(121)]) expect(idParam.parse(junk)).toBeUndefined();
    expect(idParam.parse('x'.repeat(120))).toBe('x'.repeat(120));
    expect(idParam.serialize('ch-0001')).toBe('ch-0001');
    expect(idParam.serialize('')).toBeNull();
  });

  it('reads ids as a list, each once, junk dropped, at most max', () => {
    const ids = idListParam({ max: 2 });
    expect(ids.parse('m-2,m-1,m-2')).toEqual(['m-2', 'm-1']);
    expect(ids.parse('x y,<script>,m-1')).toEqual(['m-1']);
    expect(ids.parse('a,b,c')).toEqual(['a', 'b']);
    expect(ids.parse(',,')).toBeUndefined();
    expect(ids.serialize([])).toBeNull();
    expect(listParam((id) => ['m-1', 'm-2'].includes(id)).parse('m-3,m-2')).toEqual(['m-2']);
  });

  it('has one meaning of text: trimmed, cut to 60 characters, blank is absent', () => {
    expect(MAX_PARAM_TEXT).toBe(60);
    expect(textParam.parse('  Huawei  ')).toBe('Huawei');
    expect(textParam.parse('a'.repeat(75))).toBe('a'.repeat(60));
    expect(textParam.parse('   ')).toBeUndefined();
    expect(textParam.parse(null)).toBeUndefined();
    expect(textParam.serialize('  pump  ')).toBe('pump');
    expect(textParam.serialize('  ')).toBeNull();
  });

  it('reads one of a set, and leaves the default out of the URL when asked', () => {
    const action = oneOfParam(['view', 'edit', 'export'] as const, { omit: 'view' });
    expect(action.parse('edit')).toBe('edit');
    for (const junk of [null, '', 'EDIT', '__proto__', 'view ']) expect(action.parse(junk)).toBeUndefined();
    expect(action.serialize('view')).toBeNull();
    expect(action.serialize('export')).toBe('export');
    const layout = oneOfParam(['1', '4', '9', '16']);
    expect(layout.parse('5')).toBeUndefined();
    expect(layout.serialize('4')).toBe('4');
  });

  it('reads whole numbers in range, and leaves the default out when asked', () => {
    const page = numberParam({ min: 1, max: 10_000, integer: true, omit: 1 });
    expect(page.parse('3')).toBe(3);
    for (const junk of [null, '', ' ', '-1', '0', '2.5', '10001', 'NaN', '1e9']) expect(page.parse(junk)).toBeUndefined();
    expect(page.serialize(1)).toBeNull();
    expect(page.serialize(7)).toBe('7');
  });

  it('reads real months, days and times only', () => {
    expect(monthParam.parse('2026-11')).toBe('2026-11');
    for (const junk of ['2026-13', '2026-00', '2026-1', '202611', '2026-11-01']) expect(monthParam.parse(junk)).toBeUndefined();
    expect(dayParam.parse('2024-02-29')).toBe('2024-02-29');
    for (const junk of ['2026-02-30', '2026-2-5', '2026-11-31', 'today']) expect(dayParam.parse(junk)).toBeUndefined();
    expect(timeParam.parse('23:59')).toBe('23:59');
    for (const junk of ['24:00', '9:05', '12:60', '12:00:00']) expect(timeParam.parse(junk)).toBeUndefined();
    expect(dayTimeParam.parse('2026-11-24T09:05')).toBe('2026-11-24T09:05');
    for (const junk of ['2026-11-24 09:05', '2026-02-30T09:05', '2026-11-24T25:00', '2026-11-24T09:05Z']) expect(dayTimeParam.parse(junk)).toBeUndefined();
    expect(dayParam.serialize('')).toBeNull();
  });

  it('reads a subset in the listed order, none as the empty one', () => {
    const panels = subsetParam(['kpis', 'gauges', 'load'] as const);
    expect(panels.parse('load,kpis,junk')).toEqual(['kpis', 'load']);
    expect(panels.parse('none')).toEqual([]);
    expect(panels.parse('junk')).toBeUndefined();
    expect(panels.serialize([])).toBe('none');
    expect(panels.serialize(['gauges', 'load'])).toBe('gauges,load');
  });
});

// @vitest-environment node
import { parsePageQuery } from '../../src/loader/pageQuery';

describe('page query (spec §2: menutype, baseFilter)', () => {
  it('menutype defaults to 0 and accepts only whole numbers', () => {
    expect(parsePageQuery('').menutype).toBe(0);
    expect(parsePageQuery('?menutype=6').menutype).toBe(6);
    expect(parsePageQuery('?menutype=6.5').menutype).toBe(0);
    expect(parsePageQuery('?menutype=-1').menutype).toBe(0);
    expect(parsePageQuery('?menutype=abc').menutype).toBe(0);
  });

  it('reads baseFilter as a URL-encoded JSON list, also when encoded twice', () => {
    const list = [{ field: 'status', op: 'eq', value: 1 }];
    const once = encodeURIComponent(JSON.stringify(list));
    expect(parsePageQuery(`?baseFilter=${once}`)).toEqual({ menutype: 0, baseFilter: list, baseFilterInvalid: false });
    expect(parsePageQuery(`?baseFilter=${encodeURIComponent(once)}`).baseFilter).toEqual(list);
  });

  it('a malformed baseFilter is flagged and ignored, never thrown', () => {
    for (const bad of ['%7Bnot', encodeURIComponent('{"a":1}'), '%E0%A4%A', encodeURIComponent('"text"')]) {
      expect(parsePageQuery(`?menutype=4&baseFilter=${bad}`)).toEqual({ menutype: 4, baseFilter: [], baseFilterInvalid: true });
    }
    expect(parsePageQuery('?baseFilter=').baseFilterInvalid).toBe(false);
  });
});

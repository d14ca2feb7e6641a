// @vitest-environment node
import type { CSSObject } from '@ant-design/cssinjs';
import { visibilityOnly } from './visibilityStyles';

describe('visibilityOnly (cssinjs transformer for jsdom tests)', () => {
  it('keeps what hides an element or stops clicks, and every nested rule; drops the rest', () => {
    const style = {
      color: 'red',
      display: 'none',
      padding: 4,
      '&-hidden': { display: 'none', color: 'blue' },
      '.x': { visibility: 'hidden', pointerEvents: 'none', margin: 0 },
    } as CSSObject;
    expect(visibilityOnly.visit(style)).toEqual({ display: 'none', '&-hidden': { display: 'none', color: 'blue' }, '.x': { visibility: 'hidden', pointerEvents: 'none', margin: 0 } });
  });
});

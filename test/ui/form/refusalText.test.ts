// @vitest-environment node
import { createIntl } from 'react-intl';
import { ApiError } from '../../../src/api/errors';
import { refusalText } from '../../../src/ui/form/useDialogWrite';

const intl = createIntl({ locale: 'zh', messages: { 'validation.plan.nextDue': '下次执行不能早于今天', 'validation.max': '最多 {max}' } });
const refused = (errors: unknown[]) =>
  new ApiError('status', { text: 'invalid field: nextDueDate (the next run (2026-10-01) is before today (2026-11-01))' }, { status: -1, result: { errors } });

describe("a dialog's refusal for people", () => {
  it("gives the field errors in the user's language where the server keyed them", () => {
    const errors = [
      { field: 'nextDueDate', rule: 'min', messageKey: 'validation.plan.nextDue', message: 'the next run (2026-10-01) is before today (2026-11-01)' },
      { field: 'hold', rule: 'max', messageKey: 'validation.max', values: { max: 120 }, message: 'at most 120' },
    ];
    expect(refusalText(refused(errors), intl)).toBe('下次执行不能早于今天 最多 120');
  });

  it("keeps the server's text when one of its errors has no message of ours", () => {
    const errors = [{ field: 'x', rule: 'link', messageKey: 'validation.plan.unheardOf', message: 'no such thing' }];
    expect(refusalText(refused(errors), intl)).toBe('invalid field: nextDueDate (the next run (2026-10-01) is before today (2026-11-01))');
  });
});

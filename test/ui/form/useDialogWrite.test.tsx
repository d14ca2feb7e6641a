import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ApiError } from '../../../src/api/errors';
import { useDialogWrite } from '../../../src/ui/form/useDialogWrite';

const messages = { 'validation.max': 'At most {max}', requestError: 'The request failed.' };
const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={messages}>
    {children}
  </IntlProvider>
);
const refused = new ApiError('status', { text: 'invalid field: hold' }, { status: -1, result: { errors: [{ field: 'hold', rule: 'max', messageKey: 'validation.max', values: { max: 120 }, message: 'at most 120' }] } });

describe('useDialogWrite, the one write hook of dialogs and forms', () => {
  it('runs a write: saving while it runs, then done with the answer, and says it was accepted', async () => {
    const { result } = renderHook(() => useDialogWrite(), { wrapper });
    let finish: (answer: string) => void = () => undefined;
    const done = vi.fn();
    let accepted: Promise<boolean> = Promise.resolve(false);
    act(() => {
      accepted = result.current.run(() => new Promise<string>((resolve) => (finish = resolve)), done);
    });
    expect(result.current.saving).toBe(true);
    await act(async () => finish('v2'));
    expect(await accepted).toBe(true);
    expect(done).toHaveBeenCalledWith('v2');
    expect(result.current).toMatchObject({ saving: false, error: '' });
  });

  it("keeps a refusal's text (its keyed field errors in the user's language), says it was refused, and forgets it on clear", async () => {
    const { result } = renderHook(() => useDialogWrite(), { wrapper });
    const done = vi.fn();
    let accepted = true;
    await act(async () => {
      accepted = await result.current.run(() => Promise.reject(refused), done);
    });
    expect(accepted).toBe(false);
    expect(done).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ saving: false, error: 'At most 120' });
    act(() => result.current.clear());
    expect(result.current.error).toBe('');
  });

  it('runs a write without a done step (a media delete), its answer unused', async () => {
    const { result } = renderHook(() => useDialogWrite(), { wrapper });
    let accepted = false;
    await act(async () => {
      accepted = await result.current.run(() => Promise.resolve(undefined));
    });
    expect(accepted).toBe(true);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { ApiError } from '../../../src/api/errors';
import { SaveAlert } from '../../../src/ui/form/SaveAlert';
import { useFormSave } from '../../../src/ui/form/useFormSave';
import { renderWithStores } from '../../support/renderWithStores';

const refusal = (errors: unknown[]) => new ApiError('status', { text: 'refused' }, { status: -1, result: { errors } });

function NameForm({ write, onDone }: { write: () => Promise<string>; onDone: (answer: string) => void }) {
  const [form] = Form.useForm();
  const { saving, general, run } = useFormSave(form, { locate: (path) => (path[0] === 'name' ? path : undefined) });
  return (
    <Form form={form} onFinish={() => void run(write, onDone)}>
      <SaveAlert title="Not saved" reasons={general} />
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Button htmlType="submit" loading={saving}>
        Save
      </Button>
    </Form>
  );
}

function mount(write: () => Promise<string>) {
  const shown: unknown[] = [];
  const onDone = vi.fn();
  const view = renderWithStores(<NameForm write={write} onDone={onDone} />, { notify: { error: (m: unknown) => shown.push(m) } });
  return { ...view, shown, onDone };
}

describe('useFormSave', () => {
  it("puts the server's field errors on their fields and the others above the form, keeping what was typed", async () => {
    const write = vi.fn<() => Promise<string>>().mockRejectedValueOnce(
      refusal([
        { field: 'name', rule: 'required', messageKey: 'validation.required', message: 'invalid field: name (required)' },
        { field: 'colour', rule: 'x', messageKey: 'validation.unheard', message: 'invalid field: colour (not a field of this page)' },
      ]),
    );
    const { user, onDone } = mount(write);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved');
    expect(screen.getByRole('alert')).toHaveTextContent('not a field of this page');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(onDone).not.toHaveBeenCalled();

    write.mockResolvedValueOnce('did-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('did-1'));
    await waitFor(() => expect(screen.queryByText('Required')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal without field errors as a message, the form as it was', async () => {
    const { user, shown, onDone } = mount(() => Promise.reject(new ApiError('status', { text: 'no permission' }, { status: -45403 })));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shown).toEqual([{ text: 'no permission' }]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});

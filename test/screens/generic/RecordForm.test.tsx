import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../src/api/errors';
import type { FormFieldConfig } from '../../../src/api/pageConfig';
import { RecordForm } from '../../../src/screens/generic/record-form/RecordForm';
import { renderWithStores } from '../../support/renderWithStores';

const fields: FormFieldConfig[] = [{ field: 'name', title: { key: '', en: 'Name', zh: '名称' }, type: 'text', rules: {}, editable: true }];
const refusal = (errors: unknown[]) => new ApiError('status', { text: 'refused' }, { status: -1, result: { errors } });

function mount(save: () => Promise<string>) {
  const onSaved = vi.fn();
  const view = renderWithStores(<RecordForm fields={fields} mode="add" save={save} onSaved={onSaved} onCancel={vi.fn()} />, { notify: { error: vi.fn() } });
  return { ...view, onSaved };
}

describe('RecordForm saves through the kit (useFormSave)', () => {
  it('a refusal puts the field error on its field and one of an unknown field above the form; what was typed stays', async () => {
    const save = vi.fn<() => Promise<string>>().mockRejectedValueOnce(
      refusal([
        { field: 'name', rule: 'maxLength', messageKey: 'validation.maxLength', values: { max: 3 }, message: 'invalid field: name (too long)' },
        { field: 'colour', rule: 'x', messageKey: 'validation.unheard', message: 'invalid field: colour (not a field of this page)' },
      ]),
    );
    const { user, onSaved } = mount(save);
    await user.type(screen.getByLabelText('Name'), 'Long name');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('At most 3 characters')).toBeTruthy();
    expect(screen.getByRole('alert')).toHaveTextContent('not a field of this page');
    expect(screen.getByLabelText('Name')).toHaveValue('Long name');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saved: hands the answer on', async () => {
    const { user, onSaved } = mount(async () => 'did-1');
    await user.type(screen.getByLabelText('Name'), 'Ok');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('did-1'));
  });
});

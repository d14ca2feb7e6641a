import { screen } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { validValues } from '../../../src/ui/form/validValues';
import { renderUi } from '../../support/renderUi';

function NameForm({ expose }: { expose: (form: FormInstance<{ name: string }>) => void }) {
  const [form] = Form.useForm<{ name: string }>();
  expose(form);
  return (
    <Form form={form} name="check">
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'A name is needed' }]}>
        <Input />
      </Form.Item>
    </Form>
  );
}

describe('validValues', () => {
  it('answers undefined while a rule fails (the field shows why), then the values once it passes', async () => {
    let form!: FormInstance<{ name: string }>;
    const { user } = renderUi(<NameForm expose={(f) => (form = f)} />);

    await expect(validValues(form)).resolves.toBeUndefined();
    expect(await screen.findByText('A name is needed')).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'Tower A');
    await expect(validValues(form)).resolves.toEqual({ name: 'Tower A' });
  });
});

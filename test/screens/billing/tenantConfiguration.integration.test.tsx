import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from '../devices/support';

const { db } = setupMockBackend();
const open = signedInConsole();

describe('tenant-configuration (issue 14)', () => {
  it('checks a new tenant: the email format here, the company name unique in the store on the server, on their fields with what was typed kept', async () => {
    await open('/index/tenant-configuration?q=finance5%40');
    const table = await screen.findByRole('table', { name: 'Tenants' });
    await within(table).findByText('finance5@tenant-100501.example.cn');
    const taken = db.billing.book('st-1005-01').tenants[4]!.name;
    const create = screen.getByText('New tenant').closest('button')!;
    await act(async () => fireEvent.click(create));
    const dialog = await waitFor(() => screen.getAllByRole('dialog').find((d) => d.textContent?.startsWith('New tenant'))!);
    fireEvent.change(within(dialog).getByLabelText('Company'), { target: { value: taken } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ops@aurora' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await within(dialog).findByText('Enter an email address like name@example.com');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ops@aurora.example.cn' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await within(dialog).findByText(`A tenant named ${taken} exists in this store`);
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('ops@aurora.example.cn');
    expect(db.billing.book('st-1005-01').tenants).toHaveLength(111);
  });
});

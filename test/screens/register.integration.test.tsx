import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../support/backend';
import { mountApp } from '../support/mountApp';

const backend = setupMockBackend();

const FIELDS: Array<[RegExp, string]> = [
  [/^company$/i, 'Shenzhen Green Retail Co.'],
  [/^contact person$/i, 'Li Wei'],
  [/^phone$/i, '13800138000'],
  [/^email$/i, 'li.wei@example.com'],
  [/^user name$/i, 'liwei'],
  [/^password$/i, 'longenough1'],
  [/^confirm password$/i, 'longenough1'],
];

describe('register screen', () => {
  it('shows what is missing or wrong without sending anything', async () => {
    const m = await mountApp({ path: '/register', hostname: '127.0.0.1' });
    await m.user.click(await screen.findByRole('button', { name: 'Submit application' }));
    // antd validates the fields one after another: wait for all of them, not the first.
    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(6));
    await m.user.type(screen.getByLabelText(/^email$/i), 'not-an-email');
    await m.user.type(screen.getByLabelText(/^password$/i), 'short');
    await m.user.type(screen.getByLabelText(/^confirm password$/i), 'other');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(backend.db.accounts.registerApplications()).toHaveLength(0);
  });

  it('shows the server refusal and keeps what was typed', async () => {
    const m = await mountApp({ path: '/register', hostname: '127.0.0.1' });
    for (const [label, value] of FIELDS) {
      const input = await screen.findByLabelText(label);
      await m.user.type(input, label.source.includes('user name') ? 'admin' : value);
    }
    await m.user.click(screen.getByRole('button', { name: 'Submit application' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/username/i);
    expect(screen.getByLabelText(/^company$/i)).toHaveValue('Shenzhen Green Retail Co.');
  });

  it('submits a valid application and shows its number', async () => {
    const m = await mountApp({ path: '/register', hostname: '127.0.0.1' });
    for (const [label, value] of FIELDS) await m.user.type(await screen.findByLabelText(label), value);
    await m.user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Application submitted')).toBeInTheDocument();
    const [application] = backend.db.accounts.registerApplications();
    expect(application?.company).toBe('Shenzhen Green Retail Co.');
    expect(screen.getByText(new RegExp(application!.applyId))).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  });
});

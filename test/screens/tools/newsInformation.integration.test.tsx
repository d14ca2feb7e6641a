import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { setupUser } from '../../support/user';
import { signedInConsole } from '../devices/support';

setupMockBackend();
const open = signedInConsole();

describe('news-information (issue 22)', () => {
  it('lists unread policy news from the URL filters; opening one marks it read for the user, who can mark it unread again', async () => {
    const user = setupUser();
    await open('/index/news-information?category=policy&read=unread');
    const table = await screen.findByRole('table', { name: 'News and information' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByText('News and information (7 unread)')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: '国家发展改革委印发《关于进一步完善分时电价机制的通知》' }));
    const item = await screen.findByRole('article', { name: '国家发展改革委印发《关于进一步完善分时电价机制的通知》' });
    expect(within(item).getByText('各地要结合电力供需状况合理确定峰谷时段。')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Read the original' }).getAttribute('href')).toBe('https://www.example.com/news/1');
    await waitFor(() => expect(screen.getByText('News and information (6 unread)')).toBeTruthy());
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await user.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(screen.getByText('News and information (7 unread)')).toBeTruthy());
  });

  it('shows the empty state when no news matches', async () => {
    await open('/index/news-information?q=zzzz-nothing');
    expect(await screen.findByText('No news matches these filters')).toBeTruthy();
  });
});

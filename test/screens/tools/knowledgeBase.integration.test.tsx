import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { setupUser } from '../../support/user';
import { signedInConsole } from '../devices/support';

const { db } = setupMockBackend();
const open = signedInConsole();
const GUIDE = 'kb-c-1001-guide';

describe('knowledge-base (issue 22)', () => {
  it('renders an article’s Markdown (a table, a safe link) but neither its raw HTML nor its javascript: link; the operator only reads', async () => {
    await open(`/index/knowledge-base?article=${GUIDE}`);
    const article = await screen.findByRole('region', { name: 'Markdown 编写示例' });
    const body = await waitFor(() => article.querySelector<HTMLElement>('[data-markdown]')!);
    // The GFM table and the safe link render…
    expect(within(body).getByRole('table')).toBeTruthy();
    expect(within(body).getByRole('cell', { name: '不超过 80 字' })).toBeTruthy();
    expect(within(body).getByRole('link', { name: '示例站点' }).getAttribute('href')).toBe('https://www.example.com/');
    // …the raw <img onerror> does not, and the javascript: link is only its text.
    expect(article.querySelector('img')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(body.textContent).not.toContain('onerror');
    expect(within(body).getByText('危险链接').closest('a')).toBeNull();
    expect([...document.querySelectorAll('a')].some((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? ''))).toBe(false);
    expect(within(article).getByRole('link', { name: /编写规范\.pdf/ }).getAttribute('href')).toBe('https://www.example.com/kb/writing-guide.pdf');
    // The operator views and exports, but neither adds nor edits.
    expect(within(article).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /New article/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Articles' })).toBeTruthy();
  });

  it('finds an article by a word of its title (search in the URL), saves an edit as version 2 and restores version 1 as version 3', async () => {
    const user = setupUser();
    await open('/index/knowledge-base?q=%E7%BB%9D%E7%BC%98', 'maintainer', 'maintainer123');
    const table = await screen.findByRole('table', { name: 'Articles' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await user.click(within(table).getByRole('button', { name: '直流桩绝缘故障排查指南' }));
    const article = await screen.findByRole('region', { name: '直流桩绝缘故障排查指南' });
    expect(within(article).getByText('Version 1')).toBeTruthy();
    await user.click(within(article).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “直流桩绝缘故障排查指南”' });
    const content = within(dialog).getByRole('textbox', { name: 'Content (Markdown)' });
    await user.clear(content);
    await user.type(content, 'Measure first');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = await screen.findByRole('region', { name: '直流桩绝缘故障排查指南' });
    await within(saved).findByText('Measure first');
    expect(within(saved).getAllByText('Version 2').length).toBeGreaterThan(0);
    await user.click(within(saved).getByRole('button', { name: 'View version 1' }));
    const older = await screen.findByRole('dialog', { name: 'Version 1' });
    await within(older).findByRole('heading', { name: '直流桩绝缘故障排查指南' });
    await user.click(within(older).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(screen.getByRole('region', { name: '直流桩绝缘故障排查指南' })).getAllByText('Version 3 (restored from version 1)').length).toBeGreaterThan(0));
    expect(db.audit.query({ area: 'records' }).filter((e) => e.action.startsWith('knowledge-')).map((e) => e.action)).toEqual(['knowledge-restore', 'knowledge-edit']);
  });

  it('shows the empty state when no article matches the filters', async () => {
    await open('/index/knowledge-base?q=zzzz-nothing');
    expect(await screen.findByText('No article matches these filters')).toBeTruthy();
  });
});

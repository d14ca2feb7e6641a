import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { setupUser } from '../../support/user';
import { signedInConsole } from '../devices/support';

/** Issue 36 item 2: two people edit one article; the second is told who and when, and keeps what they typed. */
const { db } = setupMockBackend();
const open = signedInConsole();
const TITLE = '直流桩绝缘故障排查指南';

/** A colleague saves version 2 of the article through the same audited path, on the version both opened. */
function colleagueSaves() {
  const colleague = { ...db.accounts.userById('u-1001')!, username: 'wangfang', ip: '127.0.0.1' };
  const row = db.tools.knowledgeList(colleague, 'p-knowledge-base', { search: '绝缘' }).rows.find((r) => r.title === TITLE)!;
  db.tools.saveKnowledge(colleague, 'p-knowledge-base', row.did, { title: row.title, category: row.category, tags: row.tags, body: 'Their steps', attachments: [] }, { sent: row.version });
  return row.did;
}

describe('a knowledge article edited by two people', () => {
  it('says who saved it since and when, keeps the typed text, shows theirs beside mine, and keeps mine on purpose as a new version', async () => {
    const user = setupUser();
    await open('/index/knowledge-base?q=%E7%BB%9D%E7%BC%98', 'maintainer', 'maintainer123');
    const table = await screen.findByRole('table', { name: 'Articles' });
    await user.click(await within(table).findByRole('button', { name: TITLE }));
    const article = await screen.findByRole('region', { name: TITLE });
    await user.click(within(article).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit “${TITLE}”` });
    const did = colleagueSaves();
    const content = within(dialog).getByRole('textbox', { name: 'Content (Markdown)' });
    await user.clear(content);
    await user.type(content, 'My steps');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = (await within(dialog).findByText(/changed this at/)).closest<HTMLElement>('[role="alert"]')!;
    // When their version was saved: the seed's now (2026-11-01 00:00 in Shanghai), or a minute on as simulated time runs, in the store's zone.
    const savedAt = db.tools.knowledgeArticle(db.accounts.userById('u-1001')!, 'p-knowledge-base', did).changedAt;
    expect(savedAt).toMatch(/^2026-10-31T16:0\d:/);
    const at = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(savedAt));
    expect(alert).toHaveTextContent(`wangfang changed this at ${at}, after you opened it. What you typed is kept.`);
    expect(content).toHaveValue('My steps');
    await user.click(within(alert).getByRole('button', { name: 'See their version beside mine' }));
    const compared = await within(alert).findByRole('table', { name: 'Their version beside mine' });
    const row = within(compared).getByText('Content (Markdown)').closest('tr')!;
    expect([within(row).getByText('My steps'), within(row).getByText('Their steps')]).toHaveLength(2);

    await user.click(within(alert).getByRole('button', { name: 'Keep mine anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saves = db.audit.query({ resource: 'knowledge-article' });
    expect(saves.map((e) => [e.outcome, e.messageKey ?? '', e.detail.overwrote])).toEqual([['ok', '', 2], ['refused', 'write.stale', undefined], ['ok', '', undefined]]);
    expect(db.tools.knowledgeArticle(db.accounts.userById('u-1001')!, 'p-knowledge-base', did)).toMatchObject({ version: 3, body: 'My steps' });
  });
});

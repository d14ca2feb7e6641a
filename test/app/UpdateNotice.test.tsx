import { act, screen } from '@testing-library/react';
import { UpdateNotice } from '../../src/app/UpdateNotice';
import { createAppUpdates } from '../../src/lib/appUpdate';
import { renderUi } from '../support/renderUi';

describe('UpdateNotice', () => {
  it('shows nothing until a version waits, then offers Reload (which takes it) and Later (which hides it)', async () => {
    const updates = createAppUpdates();
    const taken: string[] = [];
    const { user, container } = renderUi(<UpdateNotice updates={updates} />, { lang: 'th' });
    expect(container).toBeEmptyDOMElement();
    act(() => updates.offer(async () => void taken.push('new version')));
    expect(await screen.findByRole('status')).toHaveTextContent('คอนโซลเวอร์ชันใหม่พร้อมใช้งานแล้ว');
    await user.click(screen.getByRole('button', { name: 'โหลดใหม่' }));
    expect(taken).toEqual(['new version']);
    await user.click(screen.getByRole('button', { name: 'ภายหลัง' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

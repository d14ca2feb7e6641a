import { screen, waitFor, within } from '@testing-library/react';
import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { PrintLabelButton } from '../../../src/ui/qr-label/PrintLabelButton';
import { renderUi } from '../../support/renderUi';

describe('Print label', () => {
  it("shows the thing's QR label (the code the scanner reads, its name and code) and a paper copy that leaves with the dialog", async () => {
    const { user } = renderUi(<PrintLabelButton variant="icon" thing={{ kind: 'pile', did: 'cp-00001' }} name="上海北站充电站1号桩 (CS310100001-01)" />, { lang: 'th' });
    await user.click(screen.getByRole('button', { name: 'พิมพ์ฉลากของ 上海北站充电站1号桩 (CS310100001-01)' }));
    const dialog = await screen.findByRole('dialog', { name: 'ฉลาก: 上海北站充电站1号桩 (CS310100001-01)' });
    const code = within(dialog).getByRole('img', { name: 'คิวอาร์โค้ดของ 上海北站充电站1号桩 (CS310100001-01)' });
    expect(code.querySelector('path')?.getAttribute('d')).toBe(toSvgPath(generate('cem:pile:cp-00001')));
    expect(within(dialog).getByText('cem:pile:cp-00001')).toBeInTheDocument();
    expect(document.querySelectorAll('body > .cem-qr-label-print')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(document.querySelectorAll('.cem-qr-label-print')).toHaveLength(0));
  });
});

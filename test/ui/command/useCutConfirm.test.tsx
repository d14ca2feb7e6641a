import { screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { useCutConfirm } from '../../../src/ui/command';
import { renderUi } from '../../support/renderUi';

/** A command that cuts supply asks first, naming what stops; a reading command sends at once. */
function Commands({ sent }: { sent: string[] }) {
  const cut = useCutConfirm();
  const notice = { title: 'Stop charging on G1?', text: '12.5 kWh in 40 min so far.', items: [{ key: 'g1', content: 'G1' }, { key: 'g2', content: 'G2' }], okText: 'Stop charging' };
  return (
    <>
      <Button onClick={() => cut.ask(notice, () => sent.push('stop'))}>Stop</Button>
      <Button onClick={() => sent.push('query')}>Query</Button>
      {cut.dialog}
    </>
  );
}

describe('useCutConfirm', () => {
  it('names what stops; Cancel sends nothing, the OK sends once; a query sends at once', async () => {
    const sent: string[] = [];
    const { user } = renderUi(<Commands sent={sent} />);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop charging on G1?' });
    expect(within(dialog).getByText('12.5 kWh in 40 min so far.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cut-items')).toHaveTextContent('G1G2');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Query' }));
    expect(sent).toEqual(['query']);

    // By keyboard: Enter on the focused Stop opens it, Enter on its OK button sends.
    screen.getByRole('button', { name: 'Stop' }).focus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Stop charging on G1?' });
    within(again).getByRole('button', { name: 'Stop charging' }).focus();
    await user.keyboard('{Enter}');
    expect(sent).toEqual(['query', 'stop']);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { useState } from 'react';
import { Dialog } from '../../src/ui';
import { renderUi } from '../support/renderUi';

/** A screen that mounts its dialog while editing and unmounts it when done, as the energy screens do. */
function Editor() {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button onClick={() => setEditing(true)}>Set a standard</Button>
      {editing && (
        <Dialog open title="Standard" onCancel={() => setEditing(false)} onOk={() => setEditing(false)}>
          <input aria-label="Value" />
        </Dialog>
      )}
    </>
  );
}

describe('the kit Dialog', () => {
  it('gives focus back to its opener when the screen unmounts it', async () => {
    const { user } = renderUi(<Editor />);
    const opener = screen.getByRole('button', { name: 'Set a standard' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Standard' });
    await user.click(screen.getByLabelText('Value'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { Button, Modal, Progress } from 'antd';
import { useState } from 'react';
import { createTimerScope } from '../../../src/lib/timers';
import { useLongJob, type LongJob } from '../../../src/ui/job/useLongJob';
import { renderWithStores } from '../../support/renderWithStores';

interface Import {
  id: string;
  done: number;
  total: number;
}

/** A server import of 3 rows, as far as the test has moved it (`state.done`); it can be stopped. */
function importServer() {
  const state = { done: 0, stopped: false, asks: 0 };
  return {
    state,
    start: async (): Promise<Import> => ({ id: 'imp-1', done: 0, total: 3 }),
    progress: async (job: Import): Promise<Import> => {
      state.asks += 1;
      return { ...job, done: state.done };
    },
    stop: async () => void (state.stopped = true),
  };
}
type Server = ReturnType<typeof importServer>;

function ImportDialog({ job, server, onClose }: { job: LongJob<Import>; server: Server; onClose: () => void }) {
  return (
    <Modal open title="Import" onCancel={onClose} footer={null}>
      {job.job ? <Progress percent={job.percent} aria-label="Imported" /> : <Button onClick={async () => job.attach(await server.start())}>Start</Button>}
      {job.running ? <Button onClick={() => void job.cancel()}>Stop import</Button> : null}
      {job.job && !job.running ? <p>All rows imported</p> : null}
    </Modal>
  );
}

function Screen({ server, onDone }: { server: Server; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const job = useLongJob<Import>({ intervalMs: 20, progress: (j) => server.progress(j), isDone: (j) => j.done === j.total, ratio: (j) => j.done / j.total, onDone, cancel: () => server.stop() });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Import rows</Button>
      {open ? <ImportDialog job={job} server={server} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function mount() {
  const server = importServer();
  const onDone = vi.fn();
  const view = renderWithStores(<Screen server={server} onDone={onDone} />, { timers: createTimerScope(), sessionTimers: createTimerScope() });
  return { ...view, server, onDone };
}

describe('useLongJob', () => {
  it('follows a job the dialog started after the dialog closes, and shows it again when reopened', async () => {
    const { user, server, onDone } = mount();
    await user.click(screen.getByRole('button', { name: 'Import rows' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('progressbar', { name: 'Imported' })).toHaveAttribute('aria-valuenow', '0');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    server.state.done = 2;
    const asked = server.state.asks;
    await waitFor(() => expect(server.state.asks).toBeGreaterThan(asked));
    await user.click(screen.getByRole('button', { name: 'Import rows' }));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Imported' })).toHaveAttribute('aria-valuenow', '66'));
    expect(screen.getByRole('button', { name: 'Stop import' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    server.state.done = 3;
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Import rows' }));
    expect(screen.getByRole('progressbar', { name: 'Imported' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('All rows imported')).toBeInTheDocument();
  });

  it('stops a running job: no more progress asked, the server told, the dialog back at its start', async () => {
    const { user, server, onDone } = mount();
    server.state.done = 1; // and no further
    await user.click(screen.getByRole('button', { name: 'Import rows' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(await screen.findByRole('button', { name: 'Stop import' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(server.state.stopped).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
  });
});

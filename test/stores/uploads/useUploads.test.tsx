import { render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { useUploads } from '../../../src/stores/uploads/uploadsOf';
import { existingUploads } from '../../../src/stores/uploads/uploadsRegistry';
import { createTestRoot } from '../../support/testRoot';

describe('useUploads (a screen’s upload queue)', () => {
  it('registers the queue after the render: the header hears of it without an update during the screen’s render', () => {
    const { root, dispose } = createTestRoot();
    const problems: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args));
    vi.spyOn(console, 'warn').mockImplementation((...args) => void problems.push(args));
    // The header's slot observes the registry, as src/shell/UploadSlot.tsx does.
    const Slot = observer(() => <span>{existingUploads(root) ? 'queue shown' : 'no queue'}</span>);
    let seen: unknown;
    const Screen = () => {
      seen = useUploads(root);
      return null;
    };
    // The header is up before the screen opens, as in the console.
    const view = render(<Slot />);
    expect(screen.getByText('no queue')).toBeTruthy();
    view.rerender(
      <>
        <Slot />
        <Screen />
      </>,
    );
    expect(screen.getByText('queue shown')).toBeTruthy();
    expect(existingUploads(root)).toBe(seen);
    expect(problems).toEqual([]);
    dispose();
    expect(existingUploads(root)).toBeUndefined();
  });
});

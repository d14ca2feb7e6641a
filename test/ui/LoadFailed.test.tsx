import { screen } from '@testing-library/react';
import { LoadFailed } from '../../src/ui/LoadFailed';
import { LoadFailedLine } from '../../src/ui/LoadFailedLine';
import { renderUi } from '../support/renderUi';

describe('LoadFailed, the one retry block of the kit', () => {
  it('a whole screen: says what could not be loaded, and why when known, with a Retry that tries again', async () => {
    const onRetry = vi.fn();
    const { container, user } = renderUi(<LoadFailed title="The meters could not be loaded." detail="The configuration is malformed." onRetry={onRetry} />);
    expect(container.querySelector('.cem-result-warning')).not.toBeNull();
    expect(screen.getByText('The meters could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The configuration is malformed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a part of a screen: an alert line with its Retry, in the console language', async () => {
    const onRetry = vi.fn();
    const { user } = renderUi(<LoadFailed inline title="无法加载绑定" onRetry={onRetry} />, { lang: 'zh' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('无法加载绑定');
    expect(alert.className).toContain('cem-alert-error');
    // antd spaces a two-character Chinese label (重 试).
    await user.click(screen.getByRole('button', { name: /^重\s?试$/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("a screen that broke: an error page whose Retry is the page's main action", () => {
    const { container } = renderUi(<LoadFailed status="error" title="This page ran into a problem" onRetry={vi.fn()} />);
    expect(container.querySelector('.cem-result-error')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' }).className).toContain('cem-btn-primary');
  });

  it('the line alone (what the shell uses, without Result): a secondary part that did not come is a warning', async () => {
    const onRetry = vi.fn();
    const { container, user } = renderUi(<LoadFailedLine status="warning" title="The open alarms could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert').className).toContain('cem-alert-warning');
    expect(container.querySelector('.cem-result')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

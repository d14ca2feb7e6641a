import { screen } from '@testing-library/react';
import { KpiCard } from '../../src/ui';
import { renderUi } from '../support/renderUi';

// antd's default theme colours, as jsdom reports them.
const SUCCESS = 'rgb(82, 196, 26)';
const ERROR = 'rgb(255, 77, 79)';

describe('KpiCard', () => {
  it('shows the title, the value formatted for the language and the unit', () => {
    renderUi(<KpiCard title="Energy today" value={12345.678} unit="kWh" />);
    expect(screen.getByText('Energy today')).toBeInTheDocument();
    expect(screen.getByText('12,345.68')).toBeInTheDocument();
    expect(screen.getByText('kWh')).toBeInTheDocument();
  });

  it('colours a rise green when up is good and red when down is good', () => {
    const { unmount } = renderUi(<KpiCard title="PV output" value={10} trend={{ change: 12.5 }} />);
    expect(screen.getByLabelText('Up 12.5%')).toHaveStyle({ color: SUCCESS });
    unmount();
    renderUi(<KpiCard title="Emissions" value={10} trend={{ change: 12.5, goodWhen: 'down' }} />);
    expect(screen.getByLabelText('Up 12.5%')).toHaveStyle({ color: ERROR });
  });

  it('colours a fall by the same rule', () => {
    const { unmount } = renderUi(<KpiCard title="Emissions" value={10} trend={{ change: -3, goodWhen: 'down' }} />);
    expect(screen.getByLabelText('Down 3%')).toHaveStyle({ color: SUCCESS });
    unmount();
    renderUi(<KpiCard title="Savings" value={10} trend={{ change: -3 }} />);
    expect(screen.getByLabelText('Down 3%')).toHaveStyle({ color: ERROR });
  });

  it('shows no change neutrally', () => {
    renderUi(<KpiCard title="Load" value={1} trend={{ change: 0 }} />);
    const flat = screen.getByLabelText('No change');
    expect(flat).not.toHaveStyle({ color: SUCCESS });
    expect(flat).not.toHaveStyle({ color: ERROR });
  });

  it('shows a skeleton instead of the value while loading', () => {
    const { container } = renderUi(<KpiCard title="Energy today" value={5} unit="kWh" loading />);
    expect(screen.queryByText('5')).toBeNull();
    expect(container.querySelector('.cem-skeleton')).not.toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows a dash when there is no value', () => {
    renderUi(<KpiCard title="Energy today" value={null} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});

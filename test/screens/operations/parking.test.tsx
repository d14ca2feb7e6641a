import { screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { mountSignedIn } from '../../support/session';
import { choose } from '../../support/select';

setupMockBackend();

/** A KPI card by its title (the first text so named: the KPI row is above the table). */
const kpi = (title: string) => screen.getAllByText(title)[0]!.closest<HTMLElement>('.cem-card')!;

describe('smart-car-parking (issue 24)', () => {
  it('shows a station’s bays from the registry’s sessions: charging against blocking time, occupancy by hour, overstay fees', async () => {
    await mountSignedIn('/index/smart-car-parking?station=cs-0001', { user: 'admin' });
    const heatmap = await screen.findByRole('table', { name: 'Occupancy by hour' });
    expect(within(kpi('Sessions')).getByText('131')).toBeInTheDocument();
    expect(within(kpi('Sessions')).getByText('6 bays')).toBeInTheDocument();
    expect(within(kpi('Charging')).getByText('121')).toBeInTheDocument();
    expect(within(kpi('Blocking (idle, occupied)')).getByText('58.2')).toBeInTheDocument();
    expect(within(kpi('Blocking (idle, occupied)')).getByText('32.5% of occupied time')).toBeInTheDocument();
    expect(within(kpi('Overstay fees')).getByText('CN¥695')).toBeInTheDocument();
    expect(within(kpi('Overstay fees')).getByText('19 overstays')).toBeInTheDocument();
    expect(screen.getByText(/After 30 minutes blocked, each started 15 minutes costs CN¥5\. Last seven days: 2026-10-25 to 2026-10-31/)).toBeInTheDocument();

    // The heatmap is a table: a row per day, a cell per hour with its share as text.
    const rows = within(heatmap).getAllByRole('row');
    expect(rows).toHaveLength(8);
    const wednesday = within(heatmap).getByRole('rowheader', { name: 'Wed, 10/28' }).closest('tr')!;
    const cells = within(wednesday).getAllByRole('cell');
    expect([cells[19]!.textContent, cells[7]!.textContent]).toEqual(['98%', '18%']);

    const bays = screen.getByRole('table', { name: 'Bays' });
    const bay = within(bays).getByText('CS310100001-02-1').closest('tr')!;
    expect([...bay.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['CS310100001-02-1', '30', '28.7', '14.1', '5', 'CN¥165']);

    await choose(document.body, 'Station', '杭州公交枢纽充电站');
    await waitFor(() => expect(window.location.search).toBe('?station=cs-0008'));
  });
});

import { screen, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountAtStore } from '../../support/session';

setupMockBackend();

/** The admin on the hotel store st-1001-04 (pb-1001), or another store of that parent. */
async function openHome(store: string): Promise<MountedApp> {
  return mountAtStore('/index/smartbnb-home', { user: 'admin', store });
}

const kpi = (title: string) => screen.getByText(title).closest<HTMLElement>('.cem-card')!;

describe('smartbnb-home (issue 23)', () => {
  it('shows the hotel’s day from the bookings: arrivals, departures, occupancy, revenue, rooms to clean, the week’s check-ins', async () => {
    await openHome('st-1001-04');
    const arrivals = await screen.findByRole('list', { name: 'Arrivals' });
    expect(within(arrivals).getAllByRole('listitem')).toHaveLength(18);
    expect(within(screen.getByRole('list', { name: 'Departures' })).getAllByRole('listitem')).toHaveLength(19);
    expect(within(screen.getByRole('list', { name: 'Rooms to clean' })).getAllByRole('listitem')).toHaveLength(21);
    expect(within(screen.getByRole('list', { name: 'Check-ins in the next 7 days' })).getAllByRole('listitem')).toHaveLength(147);
    expect(within(kpi('Arrivals today')).getByText('18')).toBeInTheDocument();
    expect(within(kpi('Occupancy tonight')).getByText('64.9%')).toBeInTheDocument();
    expect(within(kpi('Occupancy tonight')).getByText('48 of 75 rooms')).toBeInTheDocument();
    expect(within(kpi('Room revenue tonight')).getByText('CN¥26,924')).toBeInTheDocument();
    expect(within(kpi('Room revenue this month')).getByText('CN¥903,040')).toBeInTheDocument();
    expect(screen.getByText('Today, Sunday, November 1, 2026 (store time)')).toBeInTheDocument();
    expect(screen.getByTestId('last-updated').textContent).toMatch(/^Updated /);
  });

  it('says so for a store that lets no rooms, without an error', async () => {
    await openHome('st-1001-01');
    expect(await screen.findByText(/lets no short-stay rooms$/)).toBeInTheDocument();
    expect(screen.getByText('Choose a hotel store in the project picker to see its rooms.')).toBeInTheDocument();
    expect(document.querySelector('.cem-message-error')).toBeNull();
  });
});

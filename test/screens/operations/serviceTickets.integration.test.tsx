import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountAtStore, mountSignedIn } from '../../support/session';

const { db } = setupMockBackend();

const OCTOBER = 'period=custom&from=2026-10-01&to=2026-10-31';
const kpi = (title: string) => within(document.querySelector<HTMLElement>('[data-kpi-row]')!).getByText(title).closest<HTMLElement>('.cem-card')!;
async function open(path: string, user = 'admin'): Promise<MountedApp> {
  if (user === 'operator') return mountSignedIn(`/index/${path}`, { user });
  return mountAtStore(`/index/${path}`, { user, store: 'st-1001-01' });
}
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).queryAllByRole('row').filter((row) => row.hasAttribute('data-row-key'));
const pick = async (name: string) => act(async () => fireEvent.click(screen.getByRole('radio', { name }).closest('label')!));
const TICKETS = 'Tickets of the period and their SLA';

describe('work-overview: customer-service tickets', () => {
  it('shows October’s service tickets under the Tickets switch, kept in the URL; faults without it', async () => {
    await open(`work-overview/work-overview?tickets=service&${OCTOBER}`);
    await waitFor(() => expect(within(kpi('SLA breached')).getByText('38')).toBeInTheDocument());
    expect(within(kpi('Within SLA')).getByText('75.4%')).toBeInTheDocument();
    expect(within(kpi('Mean first response')).getByText('26 working min')).toBeInTheDocument();
    expect(within(kpi('Resolved')).getByText('32 still open')).toBeInTheDocument();
    // The selected option as shown (the screen's two switches share one radio name under test ids, so `checked` is not reliable).
    expect(screen.getByRole('radio', { name: 'Customer service' }).closest('label')).toHaveClass('cem-segmented-item-selected');
    await waitFor(() => expect(rowsOf(TICKETS)).toHaveLength(20));
    expect(within(screen.getByRole('table', { name: TICKETS })).getByRole('columnheader', { name: 'Category' })).toBeInTheDocument();
    await pick('Faults');
    await waitFor(() => expect(within(kpi('SLA breached')).getByText('2')).toBeInTheDocument());
    expect(window.location.search).toContain('tickets=fault');
  });

  it('shows a service ticket added through its list breached once advance-time passes its resolution target, escalated', async () => {
    const operator = db.accounts.userById('u-1002')!;
    const customer = db.tables.require('p-user-portrait-list').rows(operator)[0]!;
    db.records.add(operator, {
      pid: 'p-service-ticket-list',
      cmd: { customerdid: customer.did, customername: customer.name, businessdid: customer.businessdid, businessname: customer.businessname, parentbusinessdid: customer.parentbusinessdid, category: 'refund', channel: 'app', content: '充电中断，申请退款', status: 'pending' },
    });
    // Monday 11:00 in Shanghai, no reply: an hour past its response due, escalated; Friday 19:00,
    // still open an hour past its resolution due: breached (the desk's one SLA definition).
    db.clock.skip((35 + 104) * 3_600_000);
    await open('work-overview/work-overview?tickets=service&period=custom&from=2026-11-01&to=2026-11-02', 'operator');
    const row = await waitFor(() => {
      const found = rowsOf(TICKETS).find((r) => r.textContent?.includes('充电中断，申请退款'));
      if (!found) throw new Error('no row yet');
      return found;
    });
    expect(within(row).getByText('Breached')).toBeInTheDocument();
    expect(within(row).getByText('杭州运维二班')).toBeInTheDocument();
    expect(within(row).getByText('Refund')).toBeInTheDocument();
    // Handled by the refund rule's team leader, and escalated to the rule's contact.
    expect(within(row).getAllByText('雷刚涛')).toHaveLength(2);
    expect(within(kpi('SLA breached')).getByText('1')).toBeInTheDocument();
  });
});

describe('work-rank and processing-statistics: customer-service tickets', () => {
  it('ranks October’s service tickets by handler, then by category through the route', async () => {
    await open(`work-overview/work-rank/2?tickets=service&${OCTOBER}`);
    const handlers = await screen.findByRole('list', { name: 'Most tickets by Handled by' });
    await waitFor(() => expect(within(handlers).getAllByRole('listitem')[0]!.textContent).toBe('1. 周强6'));
    await pick('Category');
    const categories = await screen.findByRole('list', { name: 'Most tickets by Category' });
    await waitFor(() => expect(within(categories).getAllByRole('listitem')[0]!.textContent).toBe('1. Billing question26'));
    expect(window.location.pathname).toMatch(/work-rank\/3$/);
    expect(window.location.search).toContain('tickets=service');
  });

  it('gives service tickets’ response and resolution by category, defined on screen', async () => {
    await open(`processing-statistics?tickets=service&${OCTOBER}`);
    expect(await screen.findByText(/^First response runs from opening to the reply/)).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('By category').length).toBeGreaterThan(0));
    const billing = rowsOf('By category')[0]!;
    expect([...billing.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Billing question', '26', '13', '12', '84.6%', '14 working min', '1405 working min']);
  });
});

describe('work-rule: customer-service rules', () => {
  it('edits the service rules under the Tickets switch; saving keeps the fault rules', async () => {
    await open('work-rule?tickets=service');
    expect(await screen.findByText(/^These rules apply to customer-service tickets/)).toBeInTheDocument();
    const names = await screen.findAllByLabelText('Rule name');
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual(['投诉', '退款', '其他客服']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move up (Customer-service rule 2)' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save rules' })));
    const book = () => db.ticketDesk.ruleBook(db.accounts.userById('u-1001')!, 'p-service-ticket-rules');
    await waitFor(() => expect(book().serviceRules.map((r) => r.name)).toEqual(['退款', '投诉', '其他客服']));
    expect(book().rules.map((r) => r.name)).toEqual(['紧急故障', '绝缘故障', '其他故障']);
  });
});

describe('the Tickets switch in Thai', () => {
  beforeEach(() => window.localStorage.setItem('lang', 'th'));
  afterEach(() => window.localStorage.removeItem('lang'));

  it('names both kinds of tickets and the service rules in Thai', async () => {
    await open('work-rule?tickets=service', 'operator');
    expect(await screen.findByText('กฎใบงานบริการลูกค้า')).toBeInTheDocument();
    const kinds = screen.getByRole('radiogroup', { name: 'ใบงาน' });
    expect(within(kinds).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['บริการลูกค้า', 'เหตุขัดข้อง']);
    expect(await screen.findByText('กฎบริการลูกค้า 1')).toBeInTheDocument();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountAtStore, mountSignedIn } from '../../support/session';

const { db } = setupMockBackend();


const OCTOBER = 'period=custom&from=2026-10-01&to=2026-10-31';
/** The KPI card of a title (a rule's name is also in the rules' card). */
const kpi = (title: string) => within(document.querySelector<HTMLElement>('[data-kpi-row]')!).getByText(title).closest<HTMLElement>('.cem-card')!;
/** The console at a route; the admin first picks a store (the operator's saved habit has one). */
async function open(path: string, user = 'admin'): Promise<MountedApp> {
  if (user === 'operator') return mountSignedIn(`/index/${path}`, { user });
  return mountAtStore(`/index/${path}`, { user, store: 'st-1001-01' });
}
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).queryAllByRole('row').filter((row) => row.hasAttribute('data-row-key'));

describe('work-overview (issue 24)', () => {
  it('shows October’s tickets as the fault tickets list has them, each with its SLA, filtered by state in the URL', async () => {
    await open(`work-overview/work-overview?${OCTOBER}`);
    await waitFor(() => expect(within(kpi('SLA breached')).getByText('2')).toBeInTheDocument());
    expect(within(kpi('Within SLA')).getByText('95.9%')).toBeInTheDocument();
    expect(screen.getByText(/^Within SLA: a completed ticket \(resolved or closed\) resolved by its resolution due/)).toBeInTheDocument();
    expect(within(kpi('Mean first response')).getByText('57 working min')).toBeInTheDocument();
    expect(within(kpi('Resolved')).getByText('8 still open')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('Tickets of the period and their SLA')).toHaveLength(20));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Breached' }).closest('label')!));
    await waitFor(() => expect(rowsOf('Tickets of the period and their SLA')).toHaveLength(2));
    expect(window.location.search).toContain('sla=breached');
  });

  it('shows a new ticket breached once advance-time passes its resolution target, escalated to the rule’s contact', async () => {
    const operator = db.accounts.userById('u-1002')!;
    const ticket = db.ticketDesk.createTicket(operator, { title: '绝缘检测报警', stationdid: 'cs-0008', faulttype: 'insulation', priority: 'normal' });
    // Monday 18:00 in Shanghai: past its 480 working minutes from Monday 09:00.
    db.clock.skip(42 * 3_600_000);
    await open('work-overview/work-overview?period=custom&from=2026-11-01&to=2026-11-02', 'operator');
    const row = await waitFor(() => {
      const found = rowsOf('Tickets of the period and their SLA').find((r) => r.textContent?.includes(ticket.ticketno));
      if (!found) throw new Error('no row yet');
      return found;
    });
    expect(within(row).getByText('Breached')).toBeInTheDocument();
    expect(within(row).getByText('杭州运维二班')).toBeInTheDocument();
    expect(within(row).getAllByText('雷刚涛')).toHaveLength(2);
  });
});

describe('work-rank and processing-statistics (issue 24)', () => {
  it('ranks October’s tickets by team, then by fault type through the route', async () => {
    await open(`work-overview/work-rank/1?${OCTOBER}`);
    const top = await screen.findByRole('list', { name: 'Most tickets by Team' });
    await waitFor(() => expect(within(top).getAllByRole('listitem')[0]!.textContent).toBe('1. 广州运维一班24'));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Fault type' }).closest('label')!));
    const types = await screen.findByRole('list', { name: 'Most tickets by Fault type' });
    await waitFor(() => expect(within(types).getAllByRole('listitem')[0]!.textContent).toBe('1. Module over-temperature21'));
    expect(window.location.pathname).toMatch(/work-rank\/3$/);
  });

  it('gives response and resolution in working minutes by team and fault type, defined on screen', async () => {
    await open(`processing-statistics?${OCTOBER}`);
    expect(await screen.findByText(/^Response runs from opening to the first status change/)).toBeInTheDocument();
    expect(screen.getByText(/^Within SLA: a completed ticket \(resolved or closed\) resolved by its resolution due/)).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('By fault type').length).toBeGreaterThan(0));
    const overTemp = rowsOf('By fault type')[0]!;
    expect([...overTemp.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Module over-temperature', '21', '17', '0', '100%', '65 working min', '46 working min']);
  });
});

describe('work-rule (issue 24)', () => {
  it('states that the first matching rule wins; the operator reads, the admin saves', async () => {
    const first = await open('work-rule', 'operator');
    expect(await screen.findByText(/^Rules apply in order: the first rule whose conditions all match/)).toBeInTheDocument();
    expect(screen.getByText(/A ticket keeps the team and targets it was opened with: saving changes only tickets opened afterwards\./)).toBeInTheDocument();
    expect(await screen.findByText('You may read the rules; changing them needs the edit permission.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save rules' })).toBeNull();
    await first.unmount();

    await open('work-rule');
    const names = await screen.findAllByLabelText('Rule name');
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual(['紧急故障', '绝缘故障', '其他故障']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move up (Rule 2)' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save rules' })));
    await waitFor(() => expect(db.ticketDesk.ruleBook(db.accounts.userById('u-1001')!, 'p-service-ticket-rules').rules.map((r) => r.name)).toEqual(['绝缘故障', '紧急故障', '其他故障']));
  });
});

describe('judgment-screening (issue 24)', () => {
  it('lists the week’s candidates with evidence; a confirmed one becomes a fault ticket of the tickets list', async () => {
    await open('judgment-screening?period=custom&from=2026-10-25&to=2026-10-31', 'operator');
    await waitFor(() => expect(rowsOf('Candidates')).toHaveLength(6));
    expect(within(kpi('Under a minute')).getByText('3')).toBeInTheDocument();
    const first = rowsOf('Candidates')[0]!;
    expect(within(first).getByText('0 kWh · 0 min')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: /^Confirm CS330100008-02-2 at/ })));
    const dialog = await screen.findByRole('dialog', { name: 'Open a fault ticket?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(within(rowsOf('Candidates')[0]!).getByText('GZ2026110190001')).toBeInTheDocument());
    const operator = db.accounts.userById('u-1002')!;
    const listed = db.tables.require('p-fault-tickets').rows(operator).filter((r) => r.faulttype === 'screening');
    expect(listed.map((r) => [r.ticketno, r.teamname])).toEqual([['GZ2026110190001', '上海运维一班']]);
  });
});

describe('the desk in Thai (issue 24)', () => {
  beforeEach(() => window.localStorage.setItem('lang', 'th'));
  afterEach(() => window.localStorage.removeItem('lang'));

  it('states the screening rules and the ticket rules in Thai', async () => {
    const first = await open('judgment-screening?period=custom&from=2026-10-25&to=2026-10-31', 'operator');
    expect(await screen.findByText('การคัดกรองเหตุขัดข้อง')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('รายการที่ต้องสงสัย')).toHaveLength(6));
    expect(screen.getByText('หัวชาร์จเดียวกันแจ้งเตือนเหตุขัดข้อง 3 ครั้งใน 7 วัน', { exact: false })).toBeInTheDocument();
    await first.unmount();
    await open('work-rule', 'operator');
    expect(await screen.findByText(/^กฎใช้ตามลำดับ: กฎแรกที่เงื่อนไขตรงทั้งหมด/)).toBeInTheDocument();
  });
});

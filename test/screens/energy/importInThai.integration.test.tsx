import { screen, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { setupEnergyScreens } from './support';

vi.mock('echarts/core', async () => (await import('../../support/echartsStandIns')).core);
vi.mock('echarts/charts', async () => (await import('../../support/echartsStandIns')).charts);
vi.mock('echarts/components', async () => (await import('../../support/echartsStandIns')).components);
vi.mock('echarts/renderers', async () => (await import('../../support/echartsStandIns')).renderers);

const { at } = setupEnergyScreens();

/** Issue 21 §4: an energy import's refusals (the file's and each row's) reach a Thai user in Thai, not in the mock's English. */
describe('energy-standard import in Thai', () => {
  beforeEach(async () => {
    window.localStorage.setItem('lang', 'th');
    // Node's File and FormData: jsdom's cannot travel as multipart from node (see efficiency.integration).
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('FormData', (await new Response(new URLSearchParams('a=1')).formData()).constructor);
  });
  afterEach(() => window.localStorage.removeItem('lang'));

  async function upload(csv: string): Promise<void> {
    const m = await at('/index/energy-standard');
    const card = (await screen.findByText('นำเข้ามาตรฐานจากสเปรดชีต')).closest<HTMLElement>('.cem-card')!;
    await m.user.upload(card.querySelector<HTMLInputElement>('input[type="file"]')!, new File([csv], 'standards.csv', { type: 'text/csv' }));
  }

  it('names each bad row in Thai', async () => {
    await upload('buildingtype,level,value\r\ncastle,guide,10\r\nhotel,guide,abc\r\n');
    const report = await screen.findByTestId('import-report');
    expect(report).toHaveTextContent('นำเข้า 0 แถว มีข้อผิดพลาด 2 แถว');
    expect(report).toHaveTextContent('ไม่รู้จักประเภทอาคาร “castle” (ต้องเป็น office, mall, hotel, supermarket, datacenter, park)');
    expect(report).toHaveTextContent('ค่า “abc” ไม่ใช่ตัวเลข');
    expect(report.textContent).not.toMatch(/unknown building type|is not a number/);
  });

  it('says why a file cannot be read in Thai', async () => {
    await upload('type,level,value\r\noffice,guide,60\r\n');
    await waitFor(() => expect(document.body).toHaveTextContent('แถวแรกต้องเป็นหัวตาราง buildingtype,level,value'));
    expect(document.body.textContent).not.toMatch(/the first row must be the header/);
  });
});

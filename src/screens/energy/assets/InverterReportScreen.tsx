import { ReportScreen } from './ReportView';

/** `inverter-report`: the inverter report of the selected store (see ReportView). */
export default function InverterReportScreen() {
  return <ReportScreen report="inverter" intervals={['hour', 'day', 'month']} />;
}

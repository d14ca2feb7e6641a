import { ReportScreen } from './ReportView';

/** `power-report`: the power report of the selected store (see ReportView). */
export default function PowerReportScreen() {
  return <ReportScreen report="power" intervals={['hour', 'day', 'month']} />;
}

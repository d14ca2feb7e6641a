import { ReportScreen } from './ReportView';

/** `billing-report`: the billing report of the selected store (see ReportView). */
export default function BillingReportScreen() {
  return <ReportScreen report="billing" intervals={['day', 'month']} />;
}

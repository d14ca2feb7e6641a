import { ReportScreen } from './ReportView';

/** `storage-charge-report`: the storage-charge report of the selected store (see ReportView). */
export default function StorageChargeReportScreen() {
  return <ReportScreen report="storage-charge" intervals={['hour', 'day', 'month']} />;
}

import { StatusTag as KitStatusTag } from '../../../ui';
import { STATUS_TONE, type StandardStatus } from './standards';
import { useEfficiencyLabels } from './useEfficiencyLabels';

/** Where a building stands against its standard, as a coloured tag (`data-status` carries the code). */
export function StatusTag({ status }: { status: StandardStatus }) {
  const labels = useEfficiencyLabels();
  return (
    <KitStatusTag tone={STATUS_TONE[status]} data-status={status}>
      {labels.status(status)}
    </KitStatusTag>
  );
}

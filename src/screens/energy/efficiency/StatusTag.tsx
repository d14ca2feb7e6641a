import { Tag } from 'antd';
import { STATUS_COLOR, type StandardStatus } from './standards';
import { useEfficiencyLabels } from './useEfficiencyLabels';

/** Where a building stands against its standard, as a coloured tag (`data-status` carries the code). */
export function StatusTag({ status }: { status: StandardStatus }) {
  const labels = useEfficiencyLabels();
  return (
    <Tag color={STATUS_COLOR[status]} data-status={status}>
      {labels.status(status)}
    </Tag>
  );
}

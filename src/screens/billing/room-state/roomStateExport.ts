import type { IntlShape } from 'react-intl';
import type { RoomStateRow } from '../../../api/billing/spacesTypes';
import { safeFilename, tableToBlob, type ExportColumn } from '../../../lib/export';
import type { ExportJob } from '../../../ui/export-button/useExportRun';

/** The rooms as the board shows them (its filters applied) to Excel or CSV. */
export function roomStateExportJob(intl: IntlShape, rows: () => RoomStateRow[], storeName: string): ExportJob {
  const t = (id: string) => intl.formatMessage({ id });
  const columns: ExportColumn<RoomStateRow>[] = [
    { key: 'building', title: t('billing.roomState.building'), value: (r) => r.room.buildingName },
    { key: 'floor', title: t('billing.roomState.floor'), type: 'number', value: (r) => r.room.floor },
    { key: 'room', title: t('billing.roomState.room'), value: (r) => r.room.name },
    { key: 'area', title: t('billing.roomState.area'), type: 'number', value: (r) => r.room.area },
    { key: 'occupancy', title: t('billing.roomState.stateColumn'), value: (r) => t(`billing.roomState.state.${r.occupancy}`) },
    { key: 'clean', title: t('billing.roomState.clean'), value: (r) => t(r.clean ? 'billing.roomState.clean' : 'billing.roomState.dirty') },
    { key: 'manual', title: t('billing.roomState.manual'), value: (r) => (r.manual ? '✓' : '') },
    { key: 'tenantName', title: t('billing.roomState.tenant'), value: (r) => r.tenantName ?? '' },
    { key: 'contractCode', title: t('billing.roomState.contract'), value: (r) => r.contractCode ?? '' },
    { key: 'contractStart', title: t('billing.roomState.start'), value: (r) => r.contractStart ?? '' },
    { key: 'contractEnd', title: t('billing.roomState.end'), value: (r) => r.contractEnd ?? '' },
    { key: 'daysLeft', title: t('billing.roomState.daysLeft'), type: 'number', value: (r) => r.daysLeft ?? undefined },
    { key: 'note', title: t('billing.roomState.note') },
    { key: 'space', title: 'ID' },
  ];
  return async ({ format, signal }) => {
    const blob = await tableToBlob(format, { columns, rows: rows(), sheetName: t('billing.roomState.sheet') }, { signal });
    return { blob, filename: `${safeFilename(`${storeName} ${t('billing.roomState.sheet')}`)}.${format}` };
  };
}

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { StationMonitor } from '../../../../api/operations/monitoringTypes';
import { ExportButton } from '../../../../ui/export-button/ExportButton';
import { rowsExportJob } from '../../../../ui/export-button/rowsExportJob';

/** The station's guns as shown now (state in words, power, session energy, SoC), to a file named after the station. */
export function GunExport({ monitor }: { monitor: StationMonitor }) {
  const intl = useIntl();
  const job = useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const rows = monitor.piles.flatMap((pile) => pile.guns.map((gun) => ({ ...gun, pile: pile.code })));
    return rowsExportJob(async () => rows, [
      { key: 'code', title: t('operations.monitoring.col.gun') },
      { key: 'pile', title: t('operations.monitoring.col.pile') },
      { key: 'state', title: t('operations.monitoring.col.state'), value: (g) => t(`operations.monitoring.gun.${g.state}`) },
      { key: 'power', title: t('operations.monitoring.col.power'), type: 'number' },
      { key: 'energy', title: t('operations.monitoring.col.energy'), type: 'number' },
      { key: 'soc', title: t('operations.monitoring.col.soc'), type: 'number' },
    ], `${monitor.station.code}-guns`);
  }, [monitor, intl]);
  return <ExportButton job={job} />;
}

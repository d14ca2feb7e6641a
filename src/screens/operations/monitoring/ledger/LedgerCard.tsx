import { dayForm } from '../../../../lib/dateText';
import { Card, Descriptions } from 'antd';
import { useIntl } from 'react-intl';
import type { StationLedger } from '../../../../api/operations/monitoringTypes';

/** The station's ledger record: what the charging-station list shows of it. */
export function LedgerCard({ station }: { station: StationLedger }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card size="small" title={t('operations.ledger.title')} style={{ marginBottom: 12 }}>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('operations.ledger.code')}>{station.code}</Descriptions.Item>
        <Descriptions.Item label={t('operations.ledger.name')}>{station.name}</Descriptions.Item>
        <Descriptions.Item label={t('operations.ledger.store')}>{station.businessname}</Descriptions.Item>
        <Descriptions.Item label={t('operations.ledger.place')}>{`${station.province} ${station.city}`}</Descriptions.Item>
        <Descriptions.Item label={t('operations.ledger.operation')}>{t(`operations.ledger.operation.${station.operationtype}`)}</Descriptions.Item>
        <Descriptions.Item label={t('operations.ledger.status')}>{t(`operations.ledger.status.${station.status}`)}</Descriptions.Item>
        <Descriptions.Item label={t('operations.ledger.rated')}>{`${intl.formatNumber(station.ratedpower)} kW`}</Descriptions.Item>
        <Descriptions.Item label={t('operations.ledger.equipment')}>{intl.formatMessage({ id: 'operations.ledger.equipmentCount' }, { piles: station.pilecount, guns: station.guncount })}</Descriptions.Item>
        <Descriptions.Item label={t('operations.ledger.commissioned')}>{dayForm(intl, station.commissiondate, { dateStyle: 'medium' })}</Descriptions.Item>
        <Descriptions.Item label={t('operations.ledger.coordinates')}>{`${station.longitude}°E, ${station.latitude}°N`}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

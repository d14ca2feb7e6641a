import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { Tariff } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { FxNote, TouStrip } from '../efficiency/TariffCard';
import { useEnergy } from '../shared/EnergyFrame';
import { useResource } from '../../../ui/resource/useResource';
import { BandCostTable } from './BandCostTable';
import { analysisApi } from '../../../api/analysis';

/** The electricity tariff's time-of-use bands over the day, and what the period's electricity cost in each band. */
export const TouTariffCard = observer(function TouTariffCard({ tariff }: { tariff: Tariff | undefined }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, period } = useEnergy();
  const bands = useResource(
    (signal) => analysisApi(api, pid).aggQuery({ stores: [store], start: period.start, end: period.end, groupby: 'touBand', energytypes: ['electricity'] }, { signal }),
    [store, period.start, period.end],
  );
  return (
    <Card size="small" title={intl.formatMessage({ id: 'prices.tou.title' })}>
      <FxNote />
      {tariff?.bands && tariff.bands.length === 24 ? (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {intl.formatMessage({ id: 'prices.average.tou' })}
          </Typography.Paragraph>
          <TouStrip tariff={tariff} />
        </>
      ) : (
        <Typography.Paragraph>{intl.formatMessage({ id: 'prices.tou.none' })}</Typography.Paragraph>
      )}
      <div style={{ marginTop: 12 }}>
        <BandCostTable bands={bands} />
      </div>
    </Card>
  );
});

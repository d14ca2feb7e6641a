import { instantForm } from '../../../lib/dateText';
import { ConfigProvider, Result, Spin, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../../loader/registry';
import { useStores } from '../../../stores/context';
import { CockpitBoard } from './cockpit/CockpitBoard';
import { variantOf, type CockpitVariant } from './cockpit/cockpitData';
import { CockpitStage } from './cockpit/CockpitStage';
import { CockpitProjectState } from './cockpit/CockpitStates';
import { Clock } from './cockpit/Clock';
import { FullscreenButton } from './cockpit/FullscreenButton';
import { INK, MUTED } from './cockpit/Panels';
import { useCockpit } from './cockpit/useCockpit';
import { LoadFailed } from '../../../ui/LoadFailed';

/**
 * `carbon-cockpit/:menutype?` (in the shell) and `/carbon-cockpit-fullscreen/:menutype?` (alone,
 * also on the dashboard host): the parent business's wall dashboard over all its stores. It is not
 * per store, so it does not use EnergyFrame. menutype 2 is the energy focus, else carbon.
 */
export default function CarbonCockpitScreen({ route, query }: ScreenProps) {
  const params = useParams();
  const variant = variantOf(params.menutype ?? query.menutype);
  const fullscreen = route.name === 'carbon-cockpit-fullscreen';
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <CockpitStage fullscreen={fullscreen}>
        <Cockpit variant={variant} fullscreen={fullscreen} />
      </CockpitStage>
    </ConfigProvider>
  );
}

const Cockpit = observer(function Cockpit({ variant, fullscreen }: { variant: CockpitVariant; fullscreen: boolean }) {
  const intl = useIntl();
  const { project } = useStores();
  const ready = project.status === 'ready' && project.currentParent !== '';
  const stores = ready ? project.subStores.map((s) => s.did) : [];
  const data = useCockpit(stores);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = t(variant === 'carbon' ? 'carbon.cockpit.title.carbon' : 'carbon.cockpit.title.energy');
  const value = data.value;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', padding: '20px 32px', boxSizing: 'border-box', color: INK }}>
      <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: 64, marginBottom: 16 }}>
        <h1 style={{ margin: 0, fontSize: 36, color: INK, letterSpacing: 2 }}>
          {project.parent ? `${project.parent.name} · ` : ''}
          {title}
        </h1>
        <div style={{ display: 'flex', alignItems: 'center', gap: 24, fontSize: 20, color: MUTED }}>
          <Clock />
          {value ? <span>{t('carbon.cockpit.refreshed', { time: instantForm(intl, value.loadedAt, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }) })}</span> : null}
          {data.status === 'error' && value ? <span style={{ color: '#ff7875' }}>{t('carbon.cockpit.refreshFailed')}</span> : null}
          {fullscreen ? (
            <FullscreenButton />
          ) : (
            <Link to={`/carbon-cockpit-fullscreen/${variant === 'energy' ? 2 : 1}`} style={{ color: INK }}>
              {t('carbon.cockpit.openWall')}
            </Link>
          )}
        </div>
      </header>
      <main style={{ flex: 1, minHeight: 0 }}>
        {!ready ? (
          <CockpitProjectState />
        ) : stores.length === 0 ? (
          <Result status="info" title={t('carbon.cockpit.noStores')} />
        ) : value ? (
          <CockpitBoard data={value} variant={variant} storeCount={stores.length} />
        ) : data.status === 'error' ? (
          <LoadFailed title={t('energy.loadFailed')} onRetry={() => void data.reload()} />
        ) : (
          <div style={{ display: 'grid', placeItems: 'center', height: '100%' }} aria-busy="true">
            <Spin size="large" aria-label={t('carbon.cockpit.loading')} />
          </div>
        )}
      </main>
    </div>
  );
});

import { Card, Empty, Skeleton, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/context';
import { LoadFailedLine } from '../../ui/LoadFailedLine';
import { useResource } from '../../ui/resource/useResource';
import { loadOpenAlarms, REALTIME_ALARMS_PID } from './openAlarms';
import { loadPortfolio } from './portfolioData';
import { PeriodNote } from './PeriodNote';
import { PortfolioMap } from './PortfolioMap';
import { PortfolioTable } from './PortfolioTable';
import { usePortfolioFormat } from './usePortfolioFormat';

/**
 * /index for a user with several parent businesses and no store chosen: every parent business
 * with its month, on a map and in a sortable list, and the way into each. Choosing one goes
 * through ProjectStore.selectParent (spec §4: habit saved, page reloaded). The figures are read
 * under `pid`, a page of the portfolio the user may view.
 */
export const PortfolioView = observer(function PortfolioView({ pid }: { pid: string }) {
  const intl = useIntl();
  const { api, project, menu } = useStores();
  const { token } = theme.useToken();
  const t = (id: string) => intl.formatMessage({ id });
  const parents = project.parents;
  // A refresh after store-management saved reads the stores again, even when the parents did not change.
  const key = `${parents.map((p) => p.did).join(',')}#${project.revision}#${pid}`;
  const data = useResource((signal) => loadPortfolio(api, pid, parents, signal), [key]);
  // The alarms column only for those whose menu holds the real-time alerts (issue 35 item 4).
  const alarmsShown = [...menu.leafIndex.values()].some((leaf) => leaf.item.pid === REALTIME_ALARMS_PID);
  // Apart from the figures: alarms that cannot be read leave the column at "n/a", not the page.
  const alarms = useResource(alarmsShown ? (signal) => loadOpenAlarms(api, signal) : null, [key, alarmsShown]);
  const format = usePortfolioFormat(data.value?.fx ?? null);

  const open = (did: string) => void project.selectParent(did);
  const chooseStore = () => project.openDialog('store');
  const select = (did: string) => (did === project.currentParent ? chooseStore() : open(did));

  let body;
  if (!data.value) {
    body =
      data.status === 'error' ? (
        <LoadFailedLine title={t('portfolio.loadFailed')} onRetry={() => void data.reload()} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      );
  } else {
    const { lines, period } = data.value;
    body = (
      <>
        {period ? <PeriodNote period={period} /> : <Empty description={t('portfolio.empty')} />}
        {alarmsShown && alarms.status === 'error' ? (
          <LoadFailedLine status="warning" style={{ marginBottom: 12 }} title={t('portfolio.alarms.failed')} onRetry={() => void alarms.reload()} />
        ) : null}
        {period ? <PortfolioMap lines={lines} format={format} currentParent={project.currentParent} onSelect={select} /> : null}
        <PortfolioTable
          lines={lines}
          format={format}
          alarms={alarmsShown ? { status: alarms.status, value: alarms.value } : null}
          currentParent={project.currentParent}
          onOpen={open}
          onChooseStore={chooseStore}
        />
        <p style={{ margin: '8px 0 0', fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
          {t('portfolio.energy.hint')} {alarmsShown ? t('portfolio.alarms.hint') : null}
        </p>
      </>
    );
  }

  return (
    // The page's h1: /index has no menu entry, so the content header above draws none.
    <Card title={<h1 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>{t('portfolio.title')}</h1>} data-testid="portfolio">
      <p style={{ marginTop: 0, color: token.colorTextSecondary }}>{t('portfolio.intro')}</p>
      {body}
    </Card>
  );
});

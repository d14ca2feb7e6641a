import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { MENU_PORTALS, type MenuCompany, type MenuPortal } from '../../../api/tools/menuTemplateTypes';

export interface TargetSelectsProps {
  companies: readonly MenuCompany[];
  companyid: string;
  onCompany: (companyid: string) => void;
  portal: MenuPortal;
  onPortal: (portal: MenuPortal) => void;
}

/** Which company's menu, on which portal (the companies the user may give a template to). */
export function TargetSelects({ companies, companyid, onCompany, portal, onPortal }: TargetSelectsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Select
        aria-label={t('tools.menu.company')}
        style={{ minWidth: 240 }}
        value={companyid}
        options={companies.map((c) => ({ value: c.companyid, label: c.name }))}
        onChange={onCompany}
      />
      <Select
        aria-label={t('tools.menu.portal')}
        style={{ minWidth: 160 }}
        value={portal}
        options={MENU_PORTALS.map((p) => ({ value: p, label: t(`tools.menu.portal.${p}`) }))}
        onChange={onPortal}
      />
    </>
  );
}

import { Form, Select, type FormInstance } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { StoreList } from '../../../api/admin/storeTypes';
import { useStores } from '../../../stores/context';
import { useResource } from '../../../ui/resource/useResource';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'zh');

/**
 * Country, province and city from the district lookup the picker uses (spec §7), each list
 * sorted by name (spec §5). A new country clears the province, a new province the city; a new
 * country also proposes its zone.
 */
export const DistrictFields = observer(function DistrictFields({ form, countries }: { form: FormInstance; countries: StoreList['countries'] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api } = useStores();
  const country = (Form.useWatch('countrycode', form) as string | undefined) ?? '';
  const province = (Form.useWatch('provincecode', form) as string | undefined) ?? '';
  const provinces = useResource(country ? () => api.space.districts(country) : null, [country]);
  const cities = useResource(province ? () => api.space.districts(province) : null, [province]);
  const options = (list: Array<{ adcode: string; name: string }> | undefined) => [...(list ?? [])].sort(byName).map((d) => ({ value: d.adcode, label: d.name }));
  const cityRequired = Boolean(province);
  return (
    <>
      <Form.Item name="countrycode" label={t('admin.stores.country')} rules={[{ required: true, message: t('admin.stores.error.country') }]}>
        <Select
          options={options(countries)}
          onChange={(code: string) => {
            const zone = countries.find((c) => c.adcode === code)?.timezone;
            form.setFieldsValue({ provincecode: undefined, citycode: undefined, ...(zone ? { timezone: zone } : {}) });
          }}
        />
      </Form.Item>
      <Form.Item name="provincecode" label={t('admin.stores.province')} extra={t('admin.stores.provinceHint')}>
        <Select allowClear showSearch optionFilterProp="label" loading={provinces.status === 'loading'} options={options(provinces.value)} onChange={() => form.setFieldsValue({ citycode: undefined })} />
      </Form.Item>
      <Form.Item name="citycode" label={t('admin.stores.city')} rules={cityRequired ? [{ required: true, message: t('admin.stores.error.city') }] : []}>
        <Select allowClear showSearch optionFilterProp="label" disabled={!province} loading={cities.status === 'loading'} options={options(cities.value)} />
      </Form.Item>
    </>
  );
});

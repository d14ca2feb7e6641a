import { Form, Segmented, Select } from 'antd';
import { Dialog } from '../ui/dialog/Dialog';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { District } from '../api/types';
import { useStores } from '../stores/context';
import {
  COUNTRY_MESSAGES, EMPTY_SELECTION, emptySelection, offeredCities, offeredCountries, offeredProvinces, offeredStores, soleChoice,
  storeSelectDisabled, validateSelection, type PickerErrors, type PickerSelection, type PickerType,
} from '../stores/project/pickerRules';

/** Spec §9: picker dialog width and the delay before the chosen project is applied. */
export const PICKER_WIDTH = 420;
export const PICKER_REFRESH_DELAY_MS = 200;

const nameOf = (list: ReadonlyArray<District>, code: string) => list.find((d) => d.adcode === code)?.name ?? '';

/** The project picker (spec §2, §5): country, province, city and store, by type all, district or store. */
export const ProjectPicker = observer(function ProjectPicker() {
  const { project, api, timers } = useStores();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const open = project.dialog === 'store';
  const [type, setType] = useState<PickerType>('all');
  const [sel, setSel] = useState<PickerSelection>(EMPTY_SELECTION);
  // null while a list is on its way: its select waits (a pick made on an empty list would be lost).
  const [provinces, setProvinces] = useState<District[] | null>(null);
  const [cities, setCities] = useState<District[] | null>([]);
  const [errors, setErrors] = useState<PickerErrors>({});
  const [applying, setApplying] = useState(false);

  useEffect(() => {
    if (!open) return;
    const custom = project.customStore;
    setSel(custom ? { country: custom.country.adcode, province: custom.province.adcode, city: custom.city.adcode, store: custom.store.did } : emptySelection(project.stores));
    setErrors({});
  }, [open, project]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setProvinces(null);
    void api.space.districts(sel.country).then((list) => live && setProvinces(list)).catch(() => live && setProvinces([]));
    return () => {
      live = false;
    };
  }, [open, sel.country, api]);

  useEffect(() => {
    if (!open || !sel.province) return setCities([]);
    let live = true;
    setCities(null);
    void api.space.districts(sel.province).then((list) => live && setCities(list)).catch(() => live && setCities([]));
    return () => {
      live = false;
    };
  }, [open, sel.province, api]);

  const countryName = (country: District) => (COUNTRY_MESSAGES[country.adcode] ? t(COUNTRY_MESSAGES[country.adcode]!) : country.name);
  const countryOptions = useMemo(() => offeredCountries(project.stores), [project.stores]);
  const provinceOptions = useMemo(() => offeredProvinces(provinces ?? [], project.stores), [provinces, project.stores]);
  const cityOptions = useMemo(() => offeredCities(cities ?? [], project.stores, sel.province), [cities, project.stores, sel.province]);
  const storeOptions = useMemo(() => offeredStores(project.stores, type, sel), [project.stores, type, sel]);

  // A single province, city or store is selected for the user (spec §4).
  useEffect(() => {
    if (type === 'store') return;
    const province = soleChoice(sel.province, provinceOptions);
    const city = province === sel.province ? soleChoice(sel.city, cityOptions) : '';
    if (province !== sel.province || city !== sel.city) setSel((s) => ({ ...s, province, city, store: '' }));
  }, [type, provinceOptions, cityOptions, sel.province, sel.city]);
  useEffect(() => {
    if (type === 'district' || storeSelectDisabled(type, sel)) return;
    const store = soleChoice(sel.store, storeOptions);
    if (store !== sel.store) setSel((s) => ({ ...s, store }));
  }, [type, storeOptions, sel]);

  const change = (patch: Partial<PickerSelection>) => {
    setSel((s) => ({ ...s, ...patch }));
    setErrors({});
  };

  const onOk = async () => {
    const found = validateSelection(type, sel);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const store = project.stores.find((s) => s.did === sel.store);
    const custom = {
      country: { adcode: sel.country, name: countryName(countryOptions.find((c) => c.adcode === sel.country) ?? { adcode: sel.country, name: '' }) },
      province: { adcode: store?.provincecode ?? sel.province, name: store?.province ?? nameOf(provinces ?? [], sel.province) },
      city: { adcode: store?.citycode ?? sel.city, name: store?.city ?? nameOf(cities ?? [], sel.city) },
      store: { did: store?.did ?? '', name: store?.name ?? '' },
    };
    setApplying(true);
    await timers.sleep(PICKER_REFRESH_DELAY_MS);
    setApplying(false);
    if (type === 'district') project.selectDistrict(custom);
    else if (store) project.selectStore(store.did, custom);
  };

  const item = (key: keyof PickerErrors | null, label: string, node: React.ReactNode) => (
    <Form.Item label={label} validateStatus={key && errors[key] ? 'error' : undefined} help={key && errors[key] ? t(errors[key]!) : undefined}>
      {node}
    </Form.Item>
  );
  const districtOptions = (list: District[]) => list.map((d) => ({ value: d.adcode, label: d.name }));

  return (
    <Dialog
      open={open}
      width={PICKER_WIDTH}
      title={t('picker.title')}
      okText={t('picker.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={applying}
      onOk={() => void onOk()}
      onCancel={() => project.closeDialog()}
      destroyOnHidden
    >
      <Segmented<PickerType>
        block
        value={type}
        onChange={(value) => {
          setType(value);
          setErrors({});
        }}
        options={(['all', 'district', 'store'] as const).map((value) => ({ value, label: t(`picker.type.${value}`) }))}
        style={{ marginBottom: 16 }}
      />
      <Form layout="vertical" requiredMark={false}>
        {item(null, t('picker.country'), (
          <Select aria-label={t('picker.country')} value={sel.country} disabled={countryOptions.length < 2}
            options={(countryOptions.length > 0 ? countryOptions : [{ adcode: sel.country, name: '' }]).map((c) => ({ value: c.adcode, label: countryName(c) }))}
            onChange={(country: string) => change({ country, province: '', city: '', store: '' })} />
        ))}
        {type !== 'store' && item('province', t('picker.province'), (
          <Select aria-label={t('picker.province')} showSearch optionFilterProp="label" placeholder={t('pleaseSelect')}
            loading={provinces === null} disabled={provinces === null}
            value={sel.province || undefined} options={districtOptions(provinceOptions)} onChange={(province: string) => change({ province, city: '', store: '' })} />
        ))}
        {type !== 'store' && item('city', t('picker.city'), (
          <Select aria-label={t('picker.city')} showSearch optionFilterProp="label" placeholder={t('pleaseSelect')} loading={cities === null} disabled={!sel.province || cities === null}
            value={sel.city || undefined} options={districtOptions(cityOptions)} onChange={(city: string) => change({ city, store: '' })} />
        ))}
        {type !== 'district' && item('store', t('picker.store'), (
          <Select aria-label={t('picker.store')} showSearch optionFilterProp="label" placeholder={t('pleaseSelect')}
            disabled={storeSelectDisabled(type, sel)} value={sel.store || undefined}
            options={storeOptions.map((s) => ({ value: s.did, label: s.name }))} onChange={(store: string) => change({ store })} />
        ))}
      </Form>
    </Dialog>
  );
});

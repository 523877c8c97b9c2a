import { useMemo } from 'react';
import { Form, Select } from 'antd';
import { useSelect } from '@refinedev/antd';
import { t } from '../../../i18n';

/** An area-code prefix of a ZONE scope: 2–12 digits ('32' a province, '3201' a city), as the server checks. */
export const ZONE_CODE = /^[0-9]{2,12}$/;

interface OrganisationZone {
  name?: string | null;
  zoneCode?: string | null;
}

/**
 * The zones to pick from: each organisation's 区划代码 and its province (2), city (4) and county (6)
 * prefixes, labelled with the organisations they cover; any other prefix may be typed.
 */
export function zoneOptions(organisations: readonly OrganisationZone[]): { value: string; label: string }[] {
  const covered = new Map<string, string[]>();
  for (const o of organisations) {
    const code = String(o.zoneCode ?? '').trim();
    if (!ZONE_CODE.test(code)) continue;
    const prefixes = new Set([2, 4, 6].filter((n) => n < code.length).map((n) => code.slice(0, n)).concat(code));
    for (const p of prefixes) covered.set(p, [...(covered.get(p) ?? []), String(o.name ?? '')]);
  }
  return [...covered.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, names]) => ({ value: code, label: `${code} · ${names.slice(0, 3).join('、')}${names.length > 3 ? '…' : ''}` }));
}

function OrganizationsSelect(props: Record<string, unknown>) {
  const { selectProps } = useSelect({ resource: 'organization', optionLabel: 'name', optionValue: 'id', pagination: { pageSize: 5000 } });
  return <Select {...selectProps} {...props} mode="multiple" showSearch optionFilterProp="label" filterOption />;
}

/** The organisations of a CUSTOM data scope (shown only for that scope). */
export function CustomScope() {
  const form = Form.useFormInstance();
  const scope = Form.useWatch('dataScope', form);
  if (scope !== 'CUSTOM') return null;
  return (
    <Form.Item label={t('role.organizations')} name="organizationIds" rules={[{ required: true, message: t('common.required', { field: t('role.organizations') }) }]}>
      <OrganizationsSelect />
    </Form.Item>
  );
}

function ZoneCodesSelect(props: Record<string, unknown>) {
  const { query } = useSelect({ resource: 'organization', optionLabel: 'name', optionValue: 'id', pagination: { pageSize: 5000 } });
  const data = query.data?.data;
  const options = useMemo(() => zoneOptions((data ?? []) as OrganisationZone[]), [data]);
  return <Select {...props} mode="tags" tokenSeparators={[',', '，', ' ']} options={options} optionFilterProp="label" placeholder={t('role.zoneCodesHint')} />;
}

/** The area-code prefixes of a ZONE data scope (a health authority's supervisor; shown only for that scope). */
export function ZoneScope() {
  const form = Form.useFormInstance();
  const scope = Form.useWatch('dataScope', form);
  if (scope !== 'ZONE') return null;
  return (
    <Form.Item
      label={t('role.zoneCodes')}
      name="zoneCodes"
      extra={t('role.zoneCodesHint')}
      rules={[
        { required: true, message: t('common.required', { field: t('role.zoneCodes') }) },
        {
          validator: async (_, value: unknown) => {
            if (Array.isArray(value) && value.some((v) => !ZONE_CODE.test(String(v).trim()))) throw new Error(t('role.zoneCodesInvalid'));
          },
        },
      ]}
    >
      <ZoneCodesSelect />
    </Form.Item>
  );
}

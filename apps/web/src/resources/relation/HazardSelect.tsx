import { useMemo } from 'react';
import { Select } from 'antd';
import { t } from '../../i18n';
import type { HazardOption } from './hazard-options';
import { useHazardOptions } from './use-hazard-options';

type Props = { value?: string[]; onChange?: (v: string[]) => void; id?: string };

/** 危害因素: several GBZ 2.1 substances (chemicals, dusts), searched by Chinese or English name or CAS number. */
export function HazardSelect({ value, onChange, id }: Props) {
  const { options, loading } = useHazardOptions();
  const groups = useMemo(() => {
    const of = (kind: HazardOption['kind']) => options.filter((o) => o.kind === kind).map((o) => ({ value: o.value, label: o.label, search: o.search }));
    return [
      { label: t('resourceRelation.chemical'), title: 'chemical', options: of('chemical') },
      { label: t('resourceRelation.dust'), title: 'dust', options: of('dust') },
    ];
  }, [options]);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch
      value={value}
      onChange={onChange}
      loading={loading}
      options={groups}
      placeholder={loading ? t('resourceRelation.hazardsLoading') : t('resourceRelation.hazardsPlaceholder')}
      filterOption={(input, option) => !!option && 'search' in option && String(option.search).includes(input.trim().toLowerCase())}
      maxTagCount="responsive"
      aria-label={t('resourceRelation.hazards')}
      data-testid="relation-hazards"
    />
  );
}

import { useMemo } from 'react';
import { Select } from 'antd';
import { VOCABULARY_SEPARATOR, type ResourceField, vocabularyNames } from '@ohit/contracts';
import { MEASURED_NON_HAZARD_FACTORS } from '@ohit/domain';
import { t } from '../i18n';
import { PHYSICAL_AGENT_OPTIONS } from './relation/physical-agents';
import { useHazardOptions } from './relation/use-hazard-options';

type Props = { field: ResourceField; value?: unknown; onChange?: (v: string | null) => void; id?: string };

/**
 * The input of a vocabulary field (kernel mechanism "vocabulary"): a searchable select of the
 * GBZ 2.1 chemicals and dusts (by Chinese or English name or CAS number) and the GBZ 2.2 physical
 * agents (and, for 'measuredFactor', the measured non-hazard factors such as 照度) — one name, or
 * several kept as one text joined by VOCABULARY_SEPARATOR, as the server
 * stores and checks them. Loaded lazily: the tables stay out of the list screens' code.
 */
export default function VocabularySelect({ field, value, onChange, id }: Props) {
  const { options, loading } = useHazardOptions();
  const measured = field.vocabulary?.name === 'measuredFactor';
  const groups = useMemo(() => {
    const of = (kind: string) => options.filter((o) => o.kind === kind).map((o) => ({ value: o.value, label: o.label, search: o.search }));
    const other = measured ? [{ label: t('vocabulary.other'), title: 'other', options: MEASURED_NON_HAZARD_FACTORS.map((n) => ({ value: n, label: n, search: n })) }] : [];
    return [
      { label: t('vocabulary.chemical'), title: 'chemical', options: of('chemical') },
      { label: t('vocabulary.dust'), title: 'dust', options: of('dust') },
      { label: t('vocabulary.physical'), title: 'physical', options: PHYSICAL_AGENT_OPTIONS.map((o) => ({ value: o.value, label: o.label, search: o.value })) },
      ...other,
    ];
  }, [options, measured]);
  const multiple = !!field.vocabulary?.multiple;
  const names = vocabularyNames(field, value);
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch
      value={multiple ? names : (names[0] ?? undefined)}
      onChange={(v: string | string[] | undefined) => {
        const list = Array.isArray(v) ? v : v ? [v] : [];
        onChange?.(list.length ? list.join(VOCABULARY_SEPARATOR) : null);
      }}
      loading={loading}
      options={groups}
      placeholder={loading ? t('vocabulary.hazardLoading') : t('vocabulary.hazardPlaceholder')}
      filterOption={(input, option) => !!option && 'search' in option && String(option.search).toLowerCase().includes(input.trim().toLowerCase())}
      maxTagCount="responsive"
      aria-label={field.label}
      style={{ width: '100%' }}
    />
  );
}

import { useEffect } from 'react';
import { Form, Select, Spin } from 'antd';
import type { FieldLookup, ResourceField } from '@ohit/contracts';
import { request } from '../http/request';
import { readPage } from '../providers/data-provider';
import { t } from '../i18n';
import { useDebouncedOptions } from './use-debounced-options';

/** Rows offered per search. */
const PAGE = 20;

type LookupRow = Record<string, unknown>;

/** An option's text: the value, then the row's `describe` fields that have a value (甲化工 · 定期检测 · 2026-03-01). */
export function lookupLabel(lookup: FieldLookup, row: LookupRow): string {
  const parts = [row[lookup.valueField], ...(lookup.describe ?? []).map((f) => row[f])];
  return parts.filter((p) => p !== null && p !== undefined && p !== '').join(' · ');
}

/** The rows a lookup field may take for the value of the field it depends on, matching `keyword`. Silent: the select shows a refusal. */
export async function searchLookup(lookup: FieldLookup, dependsOn: string, keyword: string): Promise<LookupRow[]> {
  const params = { [lookup.dependsOn]: dependsOn, keyword: keyword.trim() || undefined, page: 0, size: PAGE };
  return readPage<LookupRow>(await request<unknown>(lookup.url, { params, purpose: 'list', silent: true })).data;
}

export interface LookupSelectProps {
  field: ResourceField & { lookup: FieldLookup };
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}

/**
 * The input of a field with a `lookup`: a searchable select over the endpoint's rows for the form's
 * `dependsOn` value (disabled until it has one, emptied when it changes); picking a row sets the value
 * and copies the `fill` fields into the form.
 */
export function LookupSelect({ field, value, onChange, id }: LookupSelectProps) {
  const lookup = field.lookup;
  const form = Form.useFormInstance();
  const depends = Form.useWatch(lookup.dependsOn, form) as unknown;
  const dependsOn = typeof depends === 'string' ? depends.trim() : depends === null || depends === undefined ? '' : String(depends);
  const { options: rows, loading, failure, search: searchRows, reset } = useDebouncedOptions((text) => searchLookup(lookup, dependsOn, text));

  // another depended-on value: its rows are another list, and answers for the old value are dropped
  useEffect(() => reset(), [dependsOn, reset]);

  const search = (text: string) => {
    if (dependsOn) searchRows(text);
  };

  const pick = (picked: string | undefined) => {
    onChange?.(picked ?? null);
    const row = rows.find((r) => String(r[lookup.valueField]) === picked);
    if (row && lookup.fill) form.setFieldsValue(Object.fromEntries(Object.entries(lookup.fill).map(([to, from]) => [to, row[from] ?? null])));
  };

  return (
    <Select<string>
      id={id}
      aria-label={field.label}
      showSearch
      allowClear
      filterOption={false}
      optionLabelProp="value"
      disabled={!dependsOn}
      placeholder={dependsOn ? t('resourceList.pickerPlaceholder', { field: field.label }) : t('resourceList.lookupWaiting', { field: lookup.dependsOnLabel })}
      value={value ?? undefined}
      onChange={pick}
      onSearch={search}
      onOpenChange={(open) => open && search('')}
      options={rows.map((r) => ({ value: String(r[lookup.valueField]), label: lookupLabel(lookup, r) }))}
      notFoundContent={loading ? <Spin size="small" /> : (failure ?? t('resourceList.pickerEmpty'))}
      style={{ width: '100%' }}
    />
  );
}

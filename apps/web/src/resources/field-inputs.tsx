import { lazy, Suspense, useRef } from 'react';
import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { allFields, labelFieldOf, mergeOptions, optionLabel, vocabularyNames, type FieldOption, type ResourceDeclaration, type ResourceField } from '@ohit/contracts';
import { useDict, type DictMap } from '../dictionaries/dict-cache';
import { t } from '../i18n';
import { LookupSelect } from './lookup-select';
import { FormReferencePicker } from './reference-picker';

// the hazard tables load with the first vocabulary input, never with a list screen
const VocabularySelect = lazy(() => import('./vocabulary-select'));

/** Dictionary names a declaration uses (loaded once per session through the dictionary cache). */
export function dictionaryNames(decl: ResourceDeclaration): string[] {
  return [...new Set(allFields(decl).map((f) => f.dictionary).filter((d): d is string => !!d))];
}

/**
 * The dictionaries of a declaration: the declared options relabelled and extended by the loaded
 * entries, exactly as the server validates and exports them (mergeOptions).
 */
export function useFieldOptions(decl: ResourceDeclaration): (field: ResourceField) => FieldOption[] {
  const names = dictionaryNames(decl);
  const dicts: DictMap = useDict(...names);
  // one function (and one merge per field) until a dictionary of this declaration changes:
  // the table asks for every dictionary cell of every row
  const loaded = names.map((n) => dicts[n]);
  const memo = useRef<{ decl: ResourceDeclaration; loaded: unknown[]; optionsOf: (field: ResourceField) => FieldOption[] } | null>(null);
  const previous = memo.current;
  if (!previous || previous.decl !== decl || loaded.some((items, i) => items !== previous.loaded[i])) {
    const merged = new Map<string, FieldOption[]>();
    const optionsOf = (field: ResourceField): FieldOption[] => {
      const hit = merged.get(field.name);
      if (hit) return hit;
      const items = field.dictionary ? dicts[field.dictionary] : undefined;
      const options = items && items.length > 0 ? mergeOptions(field.options ?? [], items.map((i) => ({ value: String(i.value), label: i.label }))) : (field.options ?? []);
      merged.set(field.name, options);
      return options;
    };
    memo.current = { decl, loaded, optionsOf };
    return optionsOf;
  }
  return previous.optionsOf;
}

/**
 * What a field shows of a row: a reference or user field its label (`<name>Name`, never the
 * bare id), any other field its value.
 */
export function shownValue(field: ResourceField, row: Record<string, unknown>): unknown {
  return field.type === 'reference' || field.type === 'user' ? row[labelFieldOf(field)] : row[field.name];
}

/** A cell as text: dictionary labels, 是/否, dates, area joined with '/'. */
export function cellText(field: ResourceField, value: unknown, options: FieldOption[]): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'dictionary': {
      const hit = options.find((o) => o.value === String(value));
      return hit ? hit.label : optionLabel(field, value);
    }
    case 'boolean':
      return value === true || value === 'true' || value === 1 ? t('resourceList.yes') : t('resourceList.no');
    case 'date': {
      const d = dayjs(value as string);
      return d.isValid() ? d.format('YYYY-MM-DD') : String(value);
    }
    case 'datetime': {
      const d = dayjs(value as string);
      return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : String(value);
    }
    case 'area':
      return Array.isArray(value) ? value.join('/') : String(value);
    default:
      // several hazard names read as a list: 苯、甲苯、噪声
      return field.vocabulary?.multiple ? vocabularyNames(field, value).join('、') : String(value);
  }
}

/** [from, to] of two number inputs (range search on numbers). */
function NumberRange({ value, onChange, label }: { value?: Array<number | null>; onChange?: (v: Array<number | null>) => void; label: string }) {
  const [from, to] = value ?? [null, null];
  return (
    <Space.Compact>
      <InputNumber placeholder={`${label}≥`} value={from} onChange={(v) => onChange?.([v ?? null, to ?? null])} style={{ width: 100 }} />
      <InputNumber placeholder={`${label}≤`} value={to} onChange={(v) => onChange?.([from ?? null, v ?? null])} style={{ width: 100 }} />
    </Space.Compact>
  );
}

/** The search input of a field by its type and search mode. */
export function SearchInput({ field, options, ...rest }: { field: ResourceField; options: FieldOption[]; value?: unknown; onChange?: (v: unknown) => void }) {
  const common = { 'aria-label': field.label, ...rest } as Record<string, unknown>;
  if (field.type === 'dictionary') {
    return <Select {...common} allowClear placeholder={field.label} mode={field.searchable === 'in' ? 'multiple' : undefined} options={options} style={{ minWidth: 150 }} maxTagCount="responsive" />;
  }
  if (field.type === 'boolean') {
    return <Select {...common} allowClear placeholder={field.label} options={[{ value: 'true', label: t('resourceList.yes') }, { value: 'false', label: t('resourceList.no') }]} style={{ width: 110 }} />;
  }
  if (field.searchable === 'withinDays') {
    return (
      <InputNumber
        {...common}
        min={0}
        max={3650}
        precision={0}
        placeholder={field.label}
        addonAfter={t('resourceList.withinDays')}
        style={{ width: 200 }}
      />
    );
  }
  if (field.type === 'date' || field.type === 'datetime') {
    return field.searchable === 'range' ? (
      <DatePicker.RangePicker {...(common as object)} value={rest.value as [Dayjs, Dayjs] | undefined} placeholder={[`${field.label}`, `${field.label}`]} style={{ width: 240 }} />
    ) : (
      <DatePicker {...(common as object)} value={rest.value as Dayjs | undefined} placeholder={field.label} />
    );
  }
  if ((field.type === 'integer' || field.type === 'number') && field.searchable === 'range') {
    return <NumberRange label={field.label} value={rest.value as Array<number | null> | undefined} onChange={rest.onChange as (v: Array<number | null>) => void} />;
  }
  if (field.type === 'area') {
    return <Input {...common} allowClear placeholder={`${field.label}（${t('resourceList.areaPlaceholder')}）`} style={{ width: 180 }} />;
  }
  // the identity screens' keyword box keeps its wording
  const placeholder = field.name === 'blurry' ? t('common.keywordPlaceholder') : field.label;
  return <Input {...common} allowClear placeholder={placeholder} style={{ width: 180 }} />;
}

/** The edit-form input of a field by its type. */
export function EditInput({ field, options, ...rest }: { field: ResourceField; options: FieldOption[]; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const common = { ...rest } as Record<string, unknown>;
  if (field.lookup) return <LookupSelect field={{ ...field, lookup: field.lookup }} {...(rest as object)} />;
  if (field.vocabulary) {
    return (
      <Suspense fallback={<Select loading disabled placeholder={field.label} style={{ width: '100%' }} />}>
        <VocabularySelect field={field} {...(rest as object)} />
      </Suspense>
    );
  }
  switch (field.type) {
    case 'dictionary':
      return <Select {...common} allowClear options={options} placeholder={field.label} />;
    case 'boolean':
      return <Select {...common} allowClear options={[{ value: true, label: t('resourceList.yes') }, { value: false, label: t('resourceList.no') }]} placeholder={field.label} />;
    case 'integer':
      return <InputNumber {...common} precision={0} style={{ width: '100%' }} placeholder={field.label} />;
    case 'number':
      // stringMode: the value stays exact decimal text ("12.50"), as the server stores it.
      return <InputNumber {...common} stringMode precision={field.scale} style={{ width: '100%' }} placeholder={field.label} />;
    case 'date':
      return <DatePicker {...(common as object)} value={rest.value as Dayjs | undefined} style={{ width: '100%' }} />;
    case 'datetime':
      return <DatePicker {...(common as object)} value={rest.value as Dayjs | undefined} showTime style={{ width: '100%' }} />;
    case 'text':
      return <Input.TextArea {...common} rows={3} maxLength={field.maxLength} placeholder={field.label} />;
    case 'area':
      return <Input {...common} placeholder={t('resourceList.areaPlaceholder')} />;
    case 'reference':
    case 'user':
      return <FormReferencePicker field={field} {...(rest as object)} />;
    default:
      return <Input {...common} maxLength={field.maxLength} placeholder={field.label} />;
  }
}

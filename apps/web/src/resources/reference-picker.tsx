import { Form, Select, Spin } from 'antd';
import { declarationOf, fieldOf, type ResourceField, type ResourceRow, type UserOption } from '@ohit/contracts';
import { request } from '../http/request';
import { canFilterOrganizations, type QueryParams } from '../http/query';
import { readPage } from '../providers/data-provider';
import { session } from '../session/session-store';
import { t } from '../i18n';
import { useDebouncedOptions } from './use-debounced-options';

/** A reference or user value in the edit form: the id with the label shown (antd labelInValue). */
export interface PickedValue {
  value: number;
  label: string;
}

/** Rows offered per search; a target without a label filter reads more and matches here. */
const PAGE = 20;
const ROLE_PAGE = 100;

/**
 * The organisation whose rows may be chosen: the edited row's (for an administrator, who reads
 * every organisation), else the user's own. Others are limited by the server to their scope.
 */
function organisationParam(organizationId: number | undefined): QueryParams {
  const user = session.get().user;
  if (!canFilterOrganizations(user)) return {};
  const own = organizationId ?? user?.organization?.organizationId;
  return own !== undefined && own !== null ? { organizationId: own } : {};
}

/**
 * Rows a reference or user field may point at whose label contains `text`: a reference searches
 * its target's generic list by the label field, a user the users list (enabled users; a
 * `userRole` narrows to holders of that role). Silent: a refusal is the caller's to show.
 */
export async function searchReferences(field: ResourceField, text: string, organizationId?: number): Promise<PickedValue[]> {
  const keyword = text.trim();
  if (field.type === 'user') {
    // colleagues by name (GET api/users/options): no user-management permission needed to fill a user field
    const params: QueryParams = { blurry: keyword || undefined, role: field.userRole, ...organisationParam(organizationId) };
    const rows = await request<UserOption[]>('api/users/options', { params, purpose: 'list', silent: true });
    return rows.map((u) => ({ value: u.id, label: u.name }));
  }
  const target = field.reference ? declarationOf(field.reference.resource) : undefined;
  if (!field.reference || !target) return [];
  const labelField = field.reference.labelField;
  const label = fieldOf(target, labelField);
  // the target's list filters by its label only when it declares that filter; else read a page and match here
  const filtered = label?.searchable === 'contains';
  const params: QueryParams = {
    page: 0,
    size: filtered ? PAGE : ROLE_PAGE,
    sort: label?.sortable ? `${labelField},asc` : undefined,
    ...(filtered && keyword ? { [labelField]: keyword } : {}),
    ...organisationParam(organizationId),
  };
  const rows = readPage<ResourceRow>(await request<unknown>(target.url, { params, purpose: 'list', silent: true })).data;
  return rows
    .map((r) => ({ value: r.id, label: String(r[labelField] ?? '') }))
    .filter((o) => filtered || !keyword || o.label.includes(keyword))
    .slice(0, PAGE);
}

export interface ReferencePickerProps {
  field: ResourceField;
  value?: PickedValue | null;
  onChange?: (value: PickedValue | null) => void;
  id?: string;
  /** The edited row's organisation (administrators pick within it). */
  organizationId?: number;
}

/**
 * The input of a reference or user field: a searchable select over the target's rows within
 * the caller's scope (debounced remote search), showing the current label when editing and
 * clearing to null.
 */
export function ReferencePicker({ field, value, onChange, id, organizationId }: ReferencePickerProps) {
  const { options, loading, failure, search } = useDebouncedOptions((text) => searchReferences(field, text, organizationId));

  return (
    <Select<PickedValue>
      id={id}
      aria-label={field.label}
      labelInValue
      showSearch
      allowClear
      filterOption={false}
      placeholder={t('resourceList.pickerPlaceholder', { field: field.label })}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ? { value: Number(v.value), label: String(v.label) } : null)}
      onSearch={search}
      onOpenChange={(open) => open && search('')}
      options={options}
      notFoundContent={loading ? <Spin size="small" /> : (failure ?? t('resourceList.pickerEmpty'))}
      style={{ width: '100%' }}
    />
  );
}

/** The picker inside a form: the edited row's organisation comes from the form's values (toFormValues keeps it). */
export function FormReferencePicker(props: Omit<ReferencePickerProps, 'organizationId'>) {
  const form = Form.useFormInstance();
  const organizationId = form.getFieldValue('organizationId') as number | undefined;
  return <ReferencePicker {...props} organizationId={organizationId ?? undefined} />;
}

import { Select } from 'antd';
import { useSelect } from '@refinedev/antd';
import { ORGANIZATION, type ResourceRow } from '@ohit/contracts';
import { ResourceList } from '../../../resources/ResourceList';

type OrgRow = ResourceRow & { parentId?: number | null; parent?: { id: number; name: string } | null };

function ParentSelect({ selfId, ...props }: { selfId?: number } & Record<string, unknown>) {
  const { selectProps } = useSelect({ resource: 'organization', optionLabel: 'name', optionValue: 'id', pagination: { pageSize: 5000 } });
  return <Select {...selectProps} {...props} options={selectProps.options?.filter((o) => o.value !== selfId)} allowClear showSearch optionFilterProp="label" filterOption />;
}

/**
 * 机构管理: the generic list screen over the ORGANIZATION declaration (a tree by parentId);
 * the parent is chosen from the organisations and shown by name.
 */
export default function OrganizationList() {
  return (
    <ResourceList
      declaration={ORGANIZATION}
      extraFormValues={(row) => ({ parentId: (row as OrgRow | null)?.parentId ?? (row as OrgRow | null)?.parent?.id ?? undefined })}
      editInputs={{ parentId: ({ record }) => <ParentSelect selfId={record?.id as number | undefined} /> }}
      cellRenderers={{ parentId: (_value, row) => (row as OrgRow).parent?.name ?? '' }}
    />
  );
}

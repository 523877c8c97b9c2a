import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Col, Empty, Row, Tree } from 'antd';
import { ROLES, type ResourceRow } from '@ohit/contracts';
import { http } from '../../../http/request';
import { t } from '../../../i18n';
import { Permission } from '../../../permission/Permission';
import { ResourceList } from '../../../resources/ResourceList';
import { CustomScope, ZoneScope } from './RoleScopeFields';

/** GET api/familyBucket/getFamilyBucket: the full menu/button tree. */
export interface MenuNode {
  id: number;
  pid: number | null;
  title: string;
  type: number;
  permission?: string | null;
  children?: MenuNode[] | null;
}

type RoleRow = ResourceRow & { menuIds?: number[]; menus?: { id: number }[]; organizationIds?: number[]; organizations?: { id: number }[]; zoneCodes?: string[]; dataScope?: string };

function toTreeData(nodes: MenuNode[] | null | undefined): { key: number; title: string; children?: ReturnType<typeof toTreeData> }[] {
  return (nodes ?? []).map((n) => ({
    key: n.id,
    title: n.permission && n.type >= 2 ? `${n.title}（${n.permission}）` : n.title,
    children: n.children && n.children.length > 0 ? toTreeData(n.children) : undefined,
  }));
}

/**
 * 角色管理: the generic list screen over the ROLES declaration, plus the role's organisations
 * (CUSTOM data scope) and the menu/button tree assigned to the selected role.
 */
export default function RoleList() {
  const { message } = App.useApp();
  const [tree, setTree] = useState<MenuNode[]>([]);
  const [selected, setSelected] = useState<RoleRow | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    http.get<MenuNode[]>('api/familyBucket/getFamilyBucket').then((r) => setTree(Array.isArray(r) ? r : []), () => setTree([]));
  }, []);
  const treeData = useMemo(() => toTreeData(tree), [tree]);

  const selectRole = (row: RoleRow) => {
    setSelected(row);
    setChecked(row.menuIds ?? row.menus?.map((m) => m.id) ?? []);
  };

  const saveMenus = async () => {
    if (!selected) return;
    setSaving(true);
    try {
      await http.put('api/roles/menu', { id: selected.id, menuIds: checked });
      message.success(t('role.saveMenusSuccess'));
      setSelected({ ...selected, menuIds: checked });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Row gutter={16}>
      <Col xs={24} lg={16}>
        <ResourceList
          declaration={ROLES}
          defaultSort={['level,asc']}
          onRowClick={(row) => selectRole(row as RoleRow)}
          selectedRowId={selected?.id ?? null}
          extraFormValues={(row, kind) => ({
            organizationIds: (row as RoleRow | null)?.organizationIds ?? (row as RoleRow | null)?.organizations?.map((o) => o.id) ?? [],
            zoneCodes: (row as RoleRow | null)?.zoneCodes ?? [],
            ...(kind === 'add' ? { level: 3, dataScope: 'OWN_ORG' } : {}),
          })}
          extraPayload={(values) => ({
            organizationIds: values.dataScope === 'CUSTOM' ? (values.organizationIds ?? []) : [],
            zoneCodes: values.dataScope === 'ZONE' ? ((values.zoneCodes as string[] | undefined) ?? []).map((z) => String(z).trim()) : [],
          })}
          renderFormExtras={() => (
            <>
              <CustomScope />
              <ZoneScope />
            </>
          )}
        />
      </Col>
      <Col xs={24} lg={8}>
        <Card
          title={t('role.menuAssign') + (selected ? `：${String(selected.name ?? '')}` : '')}
          extra={
            <Permission codes={['roles:edit', 'roles:menu']}>
              <Button type="primary" size="small" disabled={!selected} loading={saving} onClick={() => void saveMenus()}>{t('role.saveMenus')}</Button>
            </Permission>
          }
        >
          {selected ? (
            <Tree
              checkable
              checkStrictly
              defaultExpandAll
              treeData={treeData}
              checkedKeys={checked}
              onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(Number))}
            />
          ) : (
            <Empty description={t('role.selectRole')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}

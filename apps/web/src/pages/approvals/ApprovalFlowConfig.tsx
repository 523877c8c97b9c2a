import { useState } from 'react';
import { Alert, Card, Col, Empty, Row } from 'antd';
import { APPROVAL_FLOW, permissionCodes, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { usePermission } from '../../permission/Permission';
import { ResourceList } from '../../resources';
import { ChildTable } from '../../resources/detail';

const STEPS = APPROVAL_FLOW.children?.find((c) => c.name === 'steps');

/**
 * 流程配置 (a tab of 审批流程): the organisation's approval flows per report type, and the steps of
 * the flow chosen — 顺序, 步骤类型, 步骤名称, 办理角色 — changed in place by who may edit flows (the
 * server keeps every flow a flow and says why not in Chinese).
 */
export function ApprovalFlowConfig() {
  const [selected, setSelected] = useState<ResourceRow | null>(null);
  const canEdit = usePermission(permissionCodes(APPROVAL_FLOW, STEPS?.action ?? 'edit'));
  return (
    <>
      <Alert type="info" showIcon message={t('approvals.flowHint')} style={{ marginBottom: 16 }} />
      <Row gutter={16}>
        <Col xs={24} xl={13}>
          <ResourceList declaration={APPROVAL_FLOW} onRowClick={setSelected} selectedRowId={selected?.id ?? null} />
        </Col>
        <Col xs={24} xl={11}>
          <Card title={selected ? t('approvals.stepsTitle', { name: String(selected.name ?? '') }) : t('approvals.stepsOf')}>
            {selected && STEPS ? (
              // the list's 审批步骤 column follows the steps through the live channel (resources/approvalFlow)
              <ChildTable key={selected.id} decl={APPROVAL_FLOW} child={STEPS} parentId={selected.id} canEdit={canEdit} />
            ) : (
              <Empty description={t('approvals.selectFlow')} />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}

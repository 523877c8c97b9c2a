import { Button, Space, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { type ChildCollection, INCOMING_ORDER, INCOMING_QUALITY_ROUTE, permissionCodes, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { ChildTable } from '../../resources/detail';
import { CodeDetailPage } from '../../resources/detail/CodeDetailPage';
import type { DetailContext } from '../../resources/detail/ResourceDetailPage';
import { pathOfNamedRoute } from '../../resources/detail-route';
import { buildQuery } from '../../http/query';
import { useSession } from '../../session/session-store';
import { IncomingSamples } from './IncomingSamples';
import { OrderStateTag } from './IncomingOrderList';

/** Where an order's QC archive is (the hidden route incomingQualityDetail), for those who hold it. */
export function qualityLink(menus: Parameters<typeof pathOfNamedRoute>[0], order: ResourceRow): string | null {
  const path = pathOfNamedRoute(menus, INCOMING_QUALITY_ROUTE);
  return path ? `${path}?${buildQuery({ code: String(order.code), organizationId: Number(order.organizationId) })}` : null;
}

/**
 * 来样样品详情 (hidden route /lab/incomingsample/projectManage/index → sampleInfoPush): an incoming
 * order — who sent what, when and how — with its 送检样品 (entered while it waits, then fixed, each
 * with the codes it was registered under), 登记样品 in its action bar, and the samples it registered
 * with their states, methods, deadlines, analysts and released results, distributed (分发) and
 * labelled from here; its QC archive one click away; its history.
 */
export default function IncomingSampleInfoPage() {
  const navigate = useNavigate();
  const { roles, menus } = useSession();
  const mayEdit = checkPermission(roles, permissionCodes(INCOMING_ORDER, 'edit'));
  return (
    <CodeDetailPage
      decl={INCOMING_ORDER}
      titleFields={['code', 'belongInspectName']}
      renderExtra={(c: DetailContext) => {
        const quality = c.row.state === 'registered' ? qualityLink(menus, c.row) : null;
        return (
          <Space>
            <OrderStateTag state={c.row.state} />
            {c.row.projectCode ? <Typography.Text type="secondary">{t('incomingSamples.project', { code: String(c.row.projectCode) })}</Typography.Text> : null}
            {quality && (
              <Button size="small" icon={<SafetyCertificateOutlined />} onClick={() => navigate(quality)} data-testid="incoming-quality-link">
                {t('incomingSamples.quality')}
              </Button>
            )}
          </Space>
        );
      }}
      renderChild={(child: ChildCollection, c: DetailContext) => (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {/* remounted when the order moves: 登记样品 writes each item's codes */}
          <ChildTable key={c.row.version} decl={INCOMING_ORDER} child={child} parentId={c.row.id} canEdit={mayEdit && c.row.state === 'pending'} onChanged={c.reload} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('incomingSamples.samplesTitle')}
          </Typography.Title>
          <IncomingSamples order={c.row} />
        </Space>
      )}
    />
  );
}

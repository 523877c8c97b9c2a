import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Space, Table, Tabs, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { PROVINCE_HAZARD_CODE, type ReconciliationRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { ResourceList } from '../../resources/ResourceList';
import { PushList } from './PushList';
import { pushApi } from './push-api';

const MARK_COLORS: Record<string, string> = { matched: 'green', missing: 'red', mismatched: 'orange', extra: 'purple' };

/** What the province holds against what we sent, one row per push sent (or being sent), the differences marked. */
function Reconciliation() {
  const [rows, setRows] = useState<ReconciliationRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setRows(null);
    setError(null);
    pushApi
      .reconciliation()
      .then(setRows)
      .catch((e: unknown) => {
        setRows([]);
        setError((e as Error).message || t('provincialPush.reconciliationFailed'));
      });
  }, []);
  useEffect(load, [load]);
  const c = (k: string) => t(`provincialPush.reconciliationColumns.${k}`);
  return (
    <Card size="small" title={t('provincialPush.reconciliationHint')} extra={<Button icon={<ReloadOutlined />} onClick={load} data-testid="reconcile">{t('provincialPush.reconcile')}</Button>}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {error && <Alert type="warning" showIcon message={error} />}
        <Table<ReconciliationRow>
          size="small"
          rowKey="idempotencyKey"
          loading={!rows}
          dataSource={rows ?? []}
          data-testid="reconciliation"
          columns={[
            { key: 'reportCode', title: c('reportCode'), dataIndex: 'reportCode' },
            { key: 'state', title: c('state'), dataIndex: 'state' },
            { key: 'sentPoints', title: c('sentPoints'), dataIndex: 'sentPoints' },
            { key: 'provinceRecordId', title: c('provinceRecordId'), dataIndex: 'provinceRecordId' },
            { key: 'heldPoints', title: c('heldPoints'), dataIndex: 'heldPoints' },
            { key: 'receivedAt', title: c('receivedAt'), render: (_, r) => (r.receivedAt ? new Date(r.receivedAt).toLocaleString('zh-CN') : '—') },
            { key: 'mark', title: c('mark'), render: (_, r) => <Tag color={MARK_COLORS[r.mark]}>{t(`provincialPush.marks.${r.mark}`)}</Tag> },
            { key: 'note', title: c('note'), dataIndex: 'note' },
          ]}
        />
      </Space>
    </Card>
  );
}

/**
 * 数据同步 (/dataGovernance/dataSynchronization/differentPlatform/index): the pushes with their batch
 * jobs' progress and links to each push's pages, the reconciliation against the province, and the
 * maintained 省平台编码对照.
 */
export default function DataSyncPage() {
  return (
    <Tabs
      destroyInactiveTabPane
      items={[
        { key: 'pushes', label: t('provincialPush.tabs.pushes'), children: <PushList withSync /> },
        { key: 'reconciliation', label: t('provincialPush.tabs.reconciliation'), children: <Reconciliation /> },
        { key: 'codes', label: t('provincialPush.tabs.codes'), children: <ResourceList declaration={PROVINCE_HAZARD_CODE} /> },
      ]}
    />
  );
}

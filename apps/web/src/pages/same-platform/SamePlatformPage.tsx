import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Col, DatePicker, Result, Row, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { SAME_PLATFORM_PUSH, type SamePlatformSummary } from '@ohit/contracts';
import { t } from '../../i18n';
import { ResourceList } from '../../resources/ResourceList';
import type { SearchValues } from '../../resources/search-params';
import { fetchSamePlatformSummary } from './same-platform-api';

const DAY = 'YYYY-MM-DD';
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '');

/**
 * 分区监管 (/dataGovernance/zoningSupervision/samePlatform/index): what the organisations of the
 * caller's zones pushed to the province (已推送) — counts per zone and organisation for a period on
 * top (an organisation's row narrows the list to it), the pushes below with the generic filters
 * (区划, 机构, 报告编号, 检测类型, 用人单位, 推送时间); a report number opens pageSamePush.
 */
export default function SamePlatformPage() {
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [summary, setSummary] = useState<{ data: SamePlatformSummary | null; loading: boolean; failed: boolean }>({ data: null, loading: true, failed: false });
  const [organisation, setOrganisation] = useState<number | null>(null);
  const from = period?.[0]?.format(DAY) ?? null;
  const to = period?.[1]?.format(DAY) ?? null;

  const load = useCallback(async () => {
    setSummary((s) => ({ ...s, loading: true, failed: false }));
    try {
      setSummary({ data: await fetchSamePlatformSummary(from, to), loading: false, failed: false });
    } catch {
      setSummary({ data: null, loading: false, failed: true });
    }
  }, [from, to]);
  useEffect(() => void load(), [load]);

  const fixed: SearchValues | undefined = organisation || from || to
    ? { ...(organisation ? { orgId: organisation } : {}), ...(from || to ? { pushedAt: [from, to] } : {}) }
    : undefined;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card
        size="small"
        title={t('zoneSupervision.summaryTitle')}
        data-testid="same-platform-summary"
        extra={
          <Space>
            <span>{t('zoneSupervision.period')}</span>
            <DatePicker.RangePicker value={period} onChange={(v) => setPeriod(v as [Dayjs | null, Dayjs | null] | null)} allowEmpty={[true, true]} />
            {organisation !== null && <Button onClick={() => setOrganisation(null)}>{t('zoneSupervision.showAll')}</Button>}
          </Space>
        }
      >
        {summary.failed ? (
          <Result status="warning" title={t('zoneSupervision.loadFailed')} extra={<Button onClick={() => void load()}>{t('zoneSupervision.retry')}</Button>} />
        ) : (
          <>
            <Typography.Text strong>{t('zoneSupervision.total', { n: summary.data?.total ?? 0 })}</Typography.Text>
            <Row gutter={16} style={{ marginTop: 8 }}>
              <Col xs={24} lg={9}>
                <Table
                  size="small"
                  rowKey={(z) => String(z.zoneCode)}
                  loading={summary.loading}
                  pagination={false}
                  title={() => t('zoneSupervision.byZone')}
                  dataSource={summary.data?.zones ?? []}
                  columns={[
                    { key: 'zone', title: t('zoneSupervision.zoneCode'), dataIndex: 'zoneCode' },
                    { key: 'orgs', title: t('zoneSupervision.organisations'), dataIndex: 'organizations', align: 'right' },
                    { key: 'pushes', title: t('zoneSupervision.pushes'), dataIndex: 'pushes', align: 'right' },
                  ]}
                />
              </Col>
              <Col xs={24} lg={15}>
                <Table
                  size="small"
                  rowKey="organizationId"
                  loading={summary.loading}
                  pagination={{ pageSize: 10, hideOnSinglePage: true }}
                  title={() => t('zoneSupervision.byOrganisation')}
                  dataSource={summary.data?.organizations ?? []}
                  rowClassName={(o) => (o.organizationId === organisation ? 'ant-table-row-selected' : '')}
                  onRow={(o) => ({ onClick: () => setOrganisation(o.organizationId), style: { cursor: 'pointer' }, title: t('zoneSupervision.showOrganisation') })}
                  columns={[
                    { key: 'name', title: t('zoneSupervision.organisation'), dataIndex: 'organizationName', render: (v: string, o) => (o.organizationId === organisation ? <Tag color="blue">{v}</Tag> : v) },
                    { key: 'zone', title: t('zoneSupervision.zoneCode'), dataIndex: 'zoneCode' },
                    { key: 'pushes', title: t('zoneSupervision.pushes'), dataIndex: 'pushes', align: 'right' },
                    { key: 'last', title: t('zoneSupervision.lastPushedAt'), dataIndex: 'lastPushedAt', render: when },
                  ]}
                />
              </Col>
            </Row>
          </>
        )}
      </Card>
      <ResourceList declaration={SAME_PLATFORM_PUSH} defaultSort={['pushedAt,desc']} fixedFilter={fixed} />
    </Space>
  );
}

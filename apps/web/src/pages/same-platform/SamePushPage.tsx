import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Space, Table, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { CHECK_TYPE_OPTIONS, type ProvincialDetectionPoint, type SamePlatformPushDetail } from '@ohit/contracts';
import { t } from '../../i18n';
import { fetchSamePush } from './same-platform-api';

const f = (key: string) => t(`zoneSupervision.fields.${key}`);
const checkTypeLabel = (v: string) => CHECK_TYPE_OPTIONS.find((o) => o.value === v)?.label ?? v;

/** The record as the province received it: employer, organisation, report, points and results. */
function RecordView({ push }: { push: SamePlatformPushDetail }) {
  const r = push.record;
  if (!r) return <Result status="info" title={t('zoneSupervision.noRecord')} />;
  const e = r.employer;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={t('zoneSupervision.employer')} data-testid="same-push-employer">
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={f('name')}>{e.name}</Descriptions.Item>
          <Descriptions.Item label={f('creditCode')}>{e.creditCode}</Descriptions.Item>
          <Descriptions.Item label={f('areaCode')}>{`${e.areaCode} ${e.areaName}`}</Descriptions.Item>
          <Descriptions.Item label={f('address')}>{e.address}</Descriptions.Item>
          <Descriptions.Item label={f('industryCode')}>{e.industryCode}</Descriptions.Item>
          <Descriptions.Item label={f('economicTypeCode')}>{e.economicTypeCode}</Descriptions.Item>
          <Descriptions.Item label={f('scaleCode')}>{e.scaleCode}</Descriptions.Item>
          <Descriptions.Item label={f('employeesTotal')}>{e.employeesTotal}</Descriptions.Item>
          <Descriptions.Item label={f('exposedTotal')}>{e.exposedTotal}</Descriptions.Item>
          <Descriptions.Item label={f('legalPerson')}>{e.legalPerson}</Descriptions.Item>
          <Descriptions.Item label={f('contact')}>{e.contact}</Descriptions.Item>
          <Descriptions.Item label={f('contactPhone')}>{e.contactPhone}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('zoneSupervision.report')} data-testid="same-push-report">
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={f('code')}>{r.report.code}</Descriptions.Item>
          <Descriptions.Item label={f('checkType')}>{`${r.report.checkType} ${checkTypeLabel(r.report.checkType)}`}</Descriptions.Item>
          <Descriptions.Item label={f('reportDate')}>{r.report.reportDate}</Descriptions.Item>
          <Descriptions.Item label={f('preparer')}>{r.report.preparer}</Descriptions.Item>
          <Descriptions.Item label={f('issuer')}>{r.report.issuer}</Descriptions.Item>
          <Descriptions.Item label={f('survey')}>{`${r.report.surveyBegin} ~ ${r.report.surveyEnd}`}</Descriptions.Item>
          <Descriptions.Item label={f('sampling')}>{`${r.report.samplingBegin} ~ ${r.report.samplingEnd}`}</Descriptions.Item>
          <Descriptions.Item label={f('participants')} span={2}>{r.report.participants.map((p) => p.name).join('、')}</Descriptions.Item>
          <Descriptions.Item label={t('zoneSupervision.checkOrg')}>{`${r.checkOrg.name}（${r.checkOrg.creditCode}）`}</Descriptions.Item>
          <Descriptions.Item label={f('projectLeader')}>{r.checkOrg.projectLeader}</Descriptions.Item>
          <Descriptions.Item label={f('director')}>{r.checkOrg.director}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('zoneSupervision.points')} data-testid="same-push-points">
        <Table<ProvincialDetectionPoint>
          size="small"
          rowKey={(p, i) => `${p.pointName}-${p.checkItemCode}-${i}`}
          pagination={false}
          dataSource={r.points}
          columns={[
            { key: 'workshop', title: f('workshop'), dataIndex: 'workshop' },
            { key: 'post', title: f('post'), dataIndex: 'post' },
            { key: 'point', title: f('pointName'), dataIndex: 'pointName' },
            { key: 'item', title: f('checkItemCode'), dataIndex: 'checkItemCode' },
            { key: 'date', title: f('checkDate'), dataIndex: 'checkDate' },
            { key: 'hours', title: f('dailyContactHours'), dataIndex: 'dailyContactHours', align: 'right' },
            { key: 'days', title: f('weekWorkDays'), dataIndex: 'weekWorkDays', align: 'right' },
            { key: 'results', title: f('results'), render: (_: unknown, p) => p.results.map((x) => `${x.code} ${x.value} ${x.unit}`).join('；') },
            {
              key: 'conclusion',
              title: f('conclusion'),
              render: (_: unknown, p) => (p.conclusion === '1' ? <Tag color="green">{t('zoneSupervision.conclusionOk')}</Tag> : <Tag color="red">{t('zoneSupervision.conclusionBad')}</Tag>),
            },
          ]}
        />
      </Card>
    </Space>
  );
}

/**
 * 推送报告 (pageSamePush, /dataGovernance/zoningSupervision/samePlatform/index/pageSamePush?code=<push id>):
 * a pushed report exactly as the province received it (the record kept at the push). Read only.
 */
export default function SamePushPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const raw = search.get('code')?.trim() ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const [state, setState] = useState<{ push: SamePlatformPushDetail | null; loading: boolean; missing: boolean }>({ push: null, loading: true, missing: false });
  useEffect(() => {
    if (id === null) return;
    let live = true;
    setState({ push: null, loading: true, missing: false });
    fetchSamePush(id).then(
      (push) => live && setState({ push, loading: false, missing: false }),
      () => live && setState({ push: null, loading: false, missing: true }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (id === null) return <Result status="warning" title={t('zoneSupervision.missingId')} />;
  if (state.loading) return <Skeleton active />;
  if (state.missing || !state.push) return <Result status="404" title={t('zoneSupervision.notFound')} extra={<Button onClick={() => navigate(-1)}>{t('zoneSupervision.back')}</Button>} />;
  const p = state.push;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="same-push-page">
      <Card size="small" title={t('zoneSupervision.pushTitle')} extra={<Button onClick={() => navigate(-1)}>{t('zoneSupervision.back')}</Button>}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={f('code')}>{`${p.reportCode}（第${p.reportVersion}版）`}</Descriptions.Item>
          <Descriptions.Item label={t('zoneSupervision.organisation')}>{p.organizationName}</Descriptions.Item>
          <Descriptions.Item label={t('zoneSupervision.zoneCode')}>{p.zoneCode ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('zoneSupervision.period')}>{p.pushedAt ? new Date(p.pushedAt).toLocaleString('zh-CN', { hour12: false }) : ''}</Descriptions.Item>
          <Descriptions.Item label={t('zoneSupervision.employer')}>{p.employerName}</Descriptions.Item>
        </Descriptions>
      </Card>
      <RecordView push={p} />
    </Space>
  );
}

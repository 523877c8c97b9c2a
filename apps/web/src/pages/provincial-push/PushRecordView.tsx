import { useEffect, useState } from 'react';
import { Alert, Card, Descriptions, Result, Skeleton, Space, Table, Tag } from 'antd';
import type { ProvincialDetectionPoint, ProvincialPushRecordView } from '@ohit/contracts';
import { t } from '../../i18n';
import { pushApi } from './push-api';

export type RecordPart = 'all' | 'report' | 'data';

/** The detection points as the province receives them: codes, workshop, post, hours, point, date, conclusion, results. */
function PointsTable({ points }: { points: ProvincialDetectionPoint[] }) {
  const c = (k: string) => t(`provincialPush.pointColumns.${k}`);
  return (
    <Table<ProvincialDetectionPoint>
      size="small"
      rowKey={(p) => `${p.checkItemCode}/${p.workshop}/${p.post}/${p.pointName}`}
      dataSource={points}
      pagination={false}
      data-testid="push-points"
      columns={[
        { key: 'checkItemCode', title: c('checkItemCode'), dataIndex: 'checkItemCode' },
        { key: 'workshop', title: c('workshop'), dataIndex: 'workshop' },
        { key: 'post', title: c('post'), dataIndex: 'post' },
        { key: 'dailyContactHours', title: c('dailyContactHours'), dataIndex: 'dailyContactHours' },
        { key: 'weekWorkDays', title: c('weekWorkDays'), dataIndex: 'weekWorkDays' },
        { key: 'pointName', title: c('pointName'), dataIndex: 'pointName' },
        { key: 'checkDate', title: c('checkDate'), dataIndex: 'checkDate' },
        { key: 'conclusion', title: c('conclusion'), render: (_, p) => <Tag color={p.conclusion === '1' ? 'green' : 'red'}>{t(`provincialPush.conclusion.${p.conclusion}`)}</Tag> },
        { key: 'results', title: c('results'), render: (_, p) => p.results.map((r) => `${r.code} / ${r.value} / ${r.unit}`).join('；') },
      ]}
    />
  );
}

/**
 * A push's record as the province will see it (the snapshot submitted, else the mapping as the
 * data stand now), with what blocks its 提交 listed; `part` shows the report side, the points, or both.
 */
export function PushRecordView({ id, part = 'all', revision = 0 }: { id: number; part?: RecordPart; revision?: number }) {
  const [view, setView] = useState<ProvincialPushRecordView | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    pushApi
      .record(id)
      .then((v) => live && setView(v))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [id, revision]);
  if (failed) return <Result status="warning" title={t('provincialPush.recordFailed')} />;
  if (!view) return <Skeleton active />;
  const r = view.record;
  return (
    <Card size="small" title={t('provincialPush.recordTitle')} extra={<Tag>{t(view.source === 'snapshot' ? 'provincialPush.recordSnapshot' : 'provincialPush.recordPreview')}</Tag>} data-testid="push-record">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {view.blockers.length > 0 && (
          <Alert type="error" showIcon message={t('provincialPush.blockersTitle')} description={<ol style={{ margin: 0, paddingLeft: 20 }}>{view.blockers.map((b) => <li key={b}>{b}</li>)}</ol>} data-testid="push-blockers" />
        )}
        {r && part !== 'data' && (
          <>
            <Descriptions size="small" bordered column={2} title={t('provincialPush.employer')}>
              <Descriptions.Item label="单位名称">{r.employer.name}</Descriptions.Item>
              <Descriptions.Item label="统一社会信用代码">{r.employer.creditCode}</Descriptions.Item>
              <Descriptions.Item label="经济类型代码">{r.employer.economicTypeCode}</Descriptions.Item>
              <Descriptions.Item label="行业代码">{r.employer.industryCode}</Descriptions.Item>
              <Descriptions.Item label="企业规模代码">{r.employer.scaleCode}</Descriptions.Item>
              <Descriptions.Item label="行政区划代码">{r.employer.areaCode}</Descriptions.Item>
              <Descriptions.Item label="注册地址">{r.employer.registeredAddress}</Descriptions.Item>
              <Descriptions.Item label="详细地址">{r.employer.address}</Descriptions.Item>
              <Descriptions.Item label="职工人数">{r.employer.employeesTotal}</Descriptions.Item>
              <Descriptions.Item label="接害人数">{r.employer.exposedTotal}</Descriptions.Item>
              <Descriptions.Item label="法定代表人">{r.employer.legalPerson}</Descriptions.Item>
              <Descriptions.Item label="联系人">{`${r.employer.contact} ${r.employer.contactPhone}`}</Descriptions.Item>
            </Descriptions>
            <Descriptions size="small" bordered column={2} title={t('provincialPush.checkOrg')}>
              <Descriptions.Item label="机构名称">{r.checkOrg.name}</Descriptions.Item>
              <Descriptions.Item label="统一社会信用代码">{r.checkOrg.creditCode}</Descriptions.Item>
              <Descriptions.Item label="项目负责人">{r.checkOrg.projectLeader}</Descriptions.Item>
              <Descriptions.Item label="机构负责人">{r.checkOrg.director}</Descriptions.Item>
            </Descriptions>
            <Descriptions size="small" bordered column={2} title={t('provincialPush.report')}>
              <Descriptions.Item label="报告编号">{r.report.code}</Descriptions.Item>
              <Descriptions.Item label="检测类型代码">{r.report.checkType}</Descriptions.Item>
              <Descriptions.Item label="报告日期">{r.report.reportDate}</Descriptions.Item>
              <Descriptions.Item label="编制人 / 签发人">{`${r.report.preparer} / ${r.report.issuer}`}</Descriptions.Item>
              <Descriptions.Item label="调查日期">{`${r.report.surveyBegin} ~ ${r.report.surveyEnd}`}</Descriptions.Item>
              <Descriptions.Item label="采样日期">{`${r.report.samplingBegin} ~ ${r.report.samplingEnd}`}</Descriptions.Item>
              <Descriptions.Item label={t('provincialPush.participants')} span={2}>
                {r.report.participants.map((p) => `${p.name}（${p.roles.map((x) => t(`provincialPush.roles.${x}`)).join('、')}）`).join('；')}
              </Descriptions.Item>
            </Descriptions>
          </>
        )}
        {r && part !== 'report' && <PointsTable points={r.points} />}
      </Space>
    </Card>
  );
}

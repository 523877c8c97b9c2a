import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Descriptions, Empty, Input, Result, Space, Spin, Table, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import {
  DECLARATION_DUE_STATUS_LABELS,
  type DeclarationDueStatus,
} from '@ohit/domain';
import { ENTERPRISE_PROJECTS_EXPORT, ENTERPRISE_PROJECTS_URL, type EnterpriseIssuedReport, type EnterpriseProjectDetail, type EnterpriseProjectRow, type PageResult } from '@ohit/contracts';
import { http } from '../../http/request';
import { t } from '../../i18n';
import { saveBlob, startSourceExport } from '../../jobs/jobs-api';
import { checkPermission } from '../../permission/check';
import { useSession } from '../../session/session-store';
import { readDetailId } from '../../resources/detail/detail-id';

const DETAIL_PATH = '/enterprisesService/enterpriseProjects/index/page';
const DECLARATION_PATH = '/dataGovernance/enterpriseDeclaration/declarationShow';
const DUE_COLORS: Record<DeclarationDueStatus, string> = { overdue: 'red', dueSoon: 'orange', onTime: 'green' };

function DueTag({ date, status }: { date: string | null; status: DeclarationDueStatus | null }) {
  if (!date) return <span>—</span>;
  return (
    <Space size={4}>
      <span>{date}</span>
      {status ? <Tag color={DUE_COLORS[status]}>{DECLARATION_DUE_STATUS_LABELS[status]}</Tag> : null}
    </Space>
  );
}

/**
 * 企业项目 (/enterprisesService/enterpriseProjects/index): an enterprise user's own projects across the
 * organisations that served its employer (an organisation's staff: their clients'), with each
 * project's stage, last issue and next detection; a project's code opens its page.
 */
export default function EnterpriseProjectList() {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [blurry, setBlurry] = useState('');
  const [data, setData] = useState<PageResult<EnterpriseProjectRow> | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(() => {
    setLoading(true);
    http
      .get<PageResult<EnterpriseProjectRow>>(ENTERPRISE_PROJECTS_URL, { page, size, blurry: blurry || undefined })
      .then(setData)
      .catch(() => setData({ content: [], totalElements: 0 }))
      .finally(() => setLoading(false));
  }, [page, size, blurry]);
  useEffect(load, [load]);
  const { roles } = useSession();
  const { message } = App.useApp();
  // 导出: what the list shows (its keyword), as an export job in the jobs drawer
  const startExport = () =>
    startSourceExport(ENTERPRISE_PROJECTS_EXPORT, { blurry: blurry || undefined })
      .then(() => message.info(t('resourceList.exportStarted')))
      .catch(() => undefined);
  return (
    <Card title="企业项目" data-testid="enterprise-projects">
      <Space style={{ marginBottom: 16 }}>
        <Input.Search placeholder="项目名称、编号或用人单位" allowClear style={{ width: 320 }} onSearch={(v) => { setPage(0); setBlurry(v.trim()); }} />
        {checkPermission(roles, [ENTERPRISE_PROJECTS_EXPORT.permission]) && (
          <Button icon={<DownloadOutlined />} onClick={() => void startExport()} data-testid="enterprise-projects-export">
            {t('resourceList.export')}
          </Button>
        )}
      </Space>
      <Table<EnterpriseProjectRow>
        rowKey="id"
        loading={loading}
        dataSource={data?.content ?? []}
        pagination={{ current: page + 1, pageSize: size, total: data?.totalElements ?? 0, onChange: (p, s) => { setPage(p - 1); setSize(s); } }}
        columns={[
          { title: '项目编号', dataIndex: 'code', render: (code: string, row) => <Link to={`${DETAIL_PATH}?id=${row.id}`}>{code}</Link> },
          { title: '项目名称', dataIndex: 'name' },
          { title: '用人单位', dataIndex: 'employerName' },
          { title: '检测机构', dataIndex: 'organizationName' },
          { title: '检测类型', dataIndex: 'checkTypeName' },
          { title: '项目阶段', dataIndex: 'stateName', render: (v: string) => <Tag color="processing">{v}</Tag> },
          { title: '最近签发', dataIndex: 'lastIssueDate', render: (v: string | null) => v ?? '—' },
          { title: '下次检测到期', dataIndex: 'nextDetectionDue', render: (v: string | null, row) => <DueTag date={v} status={row.nextDetectionStatus} /> },
        ]}
      />
    </Card>
  );
}

async function downloadReport(report: EnterpriseIssuedReport): Promise<void> {
  if (!report.fileUrl) return;
  const blob = await http.get<Blob>(report.fileUrl, undefined, { responseType: 'blob' });
  saveBlob(blob, `${report.code ?? '报告'}（第${report.version}版）签发版.pdf`);
}

/** /enterprisesService/enterpriseProjects/index/page → detail: the project, its issued reports (签发版PDF), its next detection and the employer's declarations. */
export function EnterpriseProjectPage() {
  const [search] = useSearchParams();
  const id = readDetailId(search, 'id');
  const [detail, setDetail] = useState<EnterpriseProjectDetail | null | 'missing'>(null);
  useEffect(() => {
    if (id === null) {
      setDetail('missing');
      return;
    }
    http
      .get<EnterpriseProjectDetail>(`${ENTERPRISE_PROJECTS_URL}/${id}`, undefined, { silent: true })
      .then(setDetail)
      .catch(() => setDetail('missing'));
  }, [id]);
  if (detail === null) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (detail === 'missing') return <Result status="404" title="项目不存在或无权访问" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="enterprise-project-page">
      <Card title={`${detail.code} ${detail.name}`}>
        <Descriptions column={3} size="small">
          <Descriptions.Item label="用人单位">{detail.employerName}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{detail.creditCode ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="检测机构">{detail.organizationName}</Descriptions.Item>
          <Descriptions.Item label="检测类型">{detail.checkTypeName}</Descriptions.Item>
          <Descriptions.Item label="项目阶段">
            <Tag color="processing">{detail.stateName}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="下次检测到期">
            <DueTag date={detail.nextDetectionDue} status={detail.nextDetectionStatus} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="已签发报告" size="small">
        {detail.reports.length === 0 ? (
          <Empty description="暂无已签发的报告" />
        ) : (
          <Table<EnterpriseIssuedReport>
            rowKey="id"
            pagination={false}
            dataSource={detail.reports}
            columns={[
              { title: '报告编号', dataIndex: 'code' },
              { title: '版本', dataIndex: 'version' },
              { title: '签发日期', dataIndex: 'issueDate' },
              {
                title: '签发版PDF',
                render: (_: unknown, r) =>
                  r.fileUrl ? (
                    <Button size="small" icon={<DownloadOutlined />} onClick={() => void downloadReport(r)} data-testid="enterprise-report-download">
                      下载
                    </Button>
                  ) : (
                    '尚未生成'
                  ),
              },
            ]}
          />
        )}
      </Card>
      <Card title="企业申报" size="small">
        <Table
          rowKey="id"
          pagination={false}
          dataSource={detail.declarations}
          locale={{ emptyText: '暂无申报' }}
          columns={[
            { title: '申报编号', dataIndex: 'code', render: (code: string, d) => <Link to={`${DECLARATION_PATH}?id=${d.id}&code=${encodeURIComponent(code)}`}>{code}</Link> },
            { title: '申报类型', dataIndex: 'declarationTypeName' },
            { title: '申报状态', dataIndex: 'stateName' },
            { title: '申报期限', dataIndex: 'dueDate', render: (v: string | null, d) => <DueTag date={v} status={d.dueStatus} /> },
          ]}
        />
      </Card>
    </Space>
  );
}

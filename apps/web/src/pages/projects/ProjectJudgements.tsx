import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { projectJudgementsPath, type JudgedLimitView, type JudgementConclusion, type PointJudgementView, type ProjectJudgementsView } from '@ohit/contracts';
import { http } from '../../http/request';
import { t } from '../../i18n';
import { physicalLimitText } from './physical-limit-text';

/** 符合 green, 不符合 red, 无法判定 grey — the same in the project's conclusion and each point's. */
const CONCLUSION_COLORS: Record<JudgementConclusion, string> = { 符合: 'green', 不符合: 'red', 无法判定: 'default' };

export function ConclusionTag({ conclusion, testId }: { conclusion: JudgementConclusion; testId: string }) {
  return (
    <Tag color={CONCLUSION_COLORS[conclusion]} data-testid={testId} data-conclusion={conclusion} style={{ marginInlineEnd: 0 }}>
      {conclusion}
    </Tag>
  );
}

/**
 * The limit row as a report names it: PC-TWA 50 / PC-STEL 100 mg/m³ (GBZ 2.1-2019); a dust by its
 * 总尘 / 呼尘 PC-TWA; a row other than the hazard's own name by its name first (矽尘 by its
 * free-silica band); a row the table holds no value for says so; a physical agent by its checks' limits
 * with their units (physicalLimitText).
 */
function limitText(point: PointJudgementView): string {
  const limit: JudgedLimitView | null = point.limit;
  if (!limit) return '—';
  if (limit.kind === 'physical') return physicalLimitText(point, limit.edition);
  const parts = (
    limit.kind === 'dust'
      ? [limit.totalDustTwa && `${t('judgements.totalDust')} ${limit.totalDustTwa}`, limit.respirableDustTwa && `${t('judgements.respirableDust')} ${limit.respirableDustTwa}`]
      : [limit.macValue && `${t('judgements.mac')} ${limit.macValue}`, limit.twa && `${t('judgements.pcTwa')} ${limit.twa}`, limit.stel && `${t('judgements.pcStel')} ${limit.stel}`]
  ).filter(Boolean);
  const values = parts.length > 0 ? `${parts.join(' / ')} mg/m³` : t('judgements.noLimitValues');
  const name = limit.name === point.hazard ? '' : `${limit.name}：`;
  return `${name}${values}（${limit.edition}）`;
}

function SampleResults({ point }: { point: PointJudgementView }) {
  return (
    <Space direction="vertical" size={0}>
      {point.samples.map((s) => (
        <span key={s.code} data-testid="judgement-sample">
          {s.code}：{s.tested ? `${s.resultText ?? '—'}${s.resultUnit ? ` ${s.resultUnit}` : ''}` : <Tag>{t('judgements.untested')}</Tag>}
          {s.durationMinutes ? `，${t('judgements.minutes', { minutes: s.durationMinutes })}` : ''}
        </span>
      ))}
    </Space>
  );
}

const COLUMNS = [
  { key: 'place', title: t('judgements.workshopPost'), render: (_: unknown, p: PointJudgementView) => [p.workshop, p.post].filter(Boolean).join('/') },
  { key: 'point', title: t('judgements.point'), dataIndex: 'pointName' },
  { key: 'hazard', title: t('judgements.hazard'), dataIndex: 'hazard' },
  { key: 'samples', title: t('judgements.samples'), render: (_: unknown, p: PointJudgementView) => <SampleResults point={p} /> },
  {
    key: 'values',
    title: t('judgements.values'),
    render: (_: unknown, p: PointJudgementView) => (
      <Space direction="vertical" size={0} data-testid="judgement-values">
        {p.values.map((v) => (
          <span key={v.label}>{`${v.label} ${v.text} ${v.unit}`}</span>
        ))}
      </Space>
    ),
  },
  { key: 'limit', title: t('judgements.limit'), render: (_: unknown, p: PointJudgementView) => <span data-testid="judgement-limit">{limitText(p)}</span> },
  {
    key: 'conclusion',
    title: t('judgements.conclusion'),
    render: (_: unknown, p: PointJudgementView) => (
      <Space size={4} wrap>
        <ConclusionTag conclusion={p.conclusion} testId="point-conclusion" />
        {!p.complete && <Tag color="warning">{t('judgements.incomplete')}</Tag>}
      </Space>
    ),
  },
  { key: 'explanation', title: t('judgements.explanation'), dataIndex: 'explanation' },
];

const pointKey = (p: PointJudgementView) => `${p.workshop ?? ''}|${p.post ?? ''}|${p.pointName}|${p.hazard}`;

/**
 * 检测结果判定 on a project's page (GET api/project/:id/judgements): the project's conclusion and its
 * sample counts on top, then every point — workshop/post, its samples with their results, C_TWA /
 * C_STE with units, the limit with its edition, 符合 / 不符合 / 无法判定 and why. Read again when the
 * project changes (a released result moves its 已检样品数) and on 刷新.
 */
export function ProjectJudgements({ projectId, revision }: { projectId: number; revision?: string }) {
  const [view, setView] = useState<ProjectJudgementsView | null>(null);
  const [loading, setLoading] = useState(true);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setView(await http.get<ProjectJudgementsView>(projectJudgementsPath(projectId)));
    } catch {
      // shown by the HTTP layer; the section keeps what it had
    } finally {
      setLoading(false);
    }
  }, [projectId]);
  useEffect(() => {
    void load();
  }, [load, revision]);

  return (
    <Card
      size="small"
      title={t('judgements.title')}
      data-testid="project-judgements"
      extra={
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void load()} data-testid="judgements-reload">
          {t('judgements.reload')}
        </Button>
      }
    >
      {view && (
        <Space direction="vertical" size={8} style={{ width: '100%', marginBottom: 12 }} data-testid="judgements-summary">
          <Space wrap>
            <Typography.Text strong>{t('judgements.projectConclusion')}</Typography.Text>
            <ConclusionTag conclusion={view.conclusion} testId="project-conclusion" />
            <Typography.Text>{view.explanation}</Typography.Text>
          </Space>
          <Space wrap size={16}>
            <Typography.Text type="secondary" data-testid="judgements-counts">
              {t('judgements.counts', { ...view.counts })}
            </Typography.Text>
            <Typography.Text type="secondary">{`${t('judgements.edition')}：${view.edition ?? t('judgements.noEdition')}`}</Typography.Text>
          </Space>
        </Space>
      )}
      <Table<PointJudgementView>
        rowKey={pointKey}
        size="small"
        loading={loading}
        dataSource={view?.points ?? []}
        columns={COLUMNS}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('judgements.empty') }}
        data-testid="judgement-points"
      />
    </Card>
  );
}

import { Card, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import { t } from '../../i18n';
import type { PendingSampleView } from './lab-api';
import { familyLabel } from './lab-family';
import type { PendingGroup } from './pending-groups';

const URGENCY_COLORS = { past: 'error', soon: 'warning', ok: 'default' } as const;

export interface Selection {
  /** The group (method) ticked in; samples of one method only make a batch. */
  group: string;
  ids: number[];
}

export interface PendingSamplesProps {
  groups: PendingGroup[] | null;
  selection: Selection | null;
  onSelect: (selection: Selection | null) => void;
}

/** A group's title: the method and its standard, the family, how many samples, and the deadlines (past ones red). */
function GroupTitle({ group }: { group: PendingGroup }) {
  return (
    <Space wrap size={6}>
      <Typography.Text strong>{group.method ? group.method.methodName : t('laboratory.noMethod')}</Typography.Text>
      {group.method?.standardNo && <Typography.Text type="secondary">{group.method.standardNo}</Typography.Text>}
      {group.family && <Tag color="blue">{familyLabel(group.family)}</Tag>}
      <Tag data-testid="group-count">{t('laboratory.groupCount', { count: group.samples.length })}</Tag>
      {group.deadlines.map((d) => (
        <Tag key={d.date} color={URGENCY_COLORS[d.urgency]} data-testid="group-deadline" data-urgency={d.urgency}>
          {d.urgency === 'past' ? t('laboratory.deadlinePast', { date: d.date, count: d.count }) : t('laboratory.deadline', { date: d.date, count: d.count })}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * The samples distributed to the analyst and not yet in a batch, one card per method; ticking
 * samples of one method (ticking in another card starts over there) readies 组批.
 */
export function PendingSamples({ groups, selection, onSelect }: PendingSamplesProps) {
  if (groups === null) return <Spin />;
  if (groups.length === 0) return <Empty description={t('laboratory.noPending')} />;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="pending-samples">
      {groups.map((group) => (
        <Card key={group.key || 'none'} size="small" title={<GroupTitle group={group} />} data-testid="pending-group" data-method={group.key}>
          <Table<PendingSampleView>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={group.samples}
            rowSelection={
              group.key
                ? {
                    selectedRowKeys: selection?.group === group.key ? selection.ids : [],
                    onChange: (keys) => onSelect(keys.length ? { group: group.key, ids: keys.map(Number) } : null),
                  }
                : undefined
            }
            columns={[
              { key: 'code', title: t('laboratory.sampleCode'), dataIndex: 'code', width: 170 },
              { key: 'hazard', title: t('laboratory.hazard'), dataIndex: 'hazard', width: 140, render: (v: string, s) => (s.blank ? `${v}（${t('laboratory.blank')}）` : v) },
              { key: 'project', title: t('laboratory.project'), dataIndex: 'projectName' },
              { key: 'sampledDate', title: t('laboratory.sampledDate'), dataIndex: 'sampledDate', width: 110 },
              { key: 'deadline', title: t('laboratory.shelfLifeDeadline'), dataIndex: 'shelfLifeDeadline', width: 120 },
              { key: 'instrument', title: t('laboratory.distributedInstrument'), width: 150, render: (_, s) => s.instrument?.name ?? '' },
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}

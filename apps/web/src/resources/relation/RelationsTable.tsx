import { Table, Tag, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { t } from '../../i18n';
import type { ResourceRelation } from '@ohit/contracts';

const tags = (values: readonly string[]) => values.map((v) => <Tag key={v}>{v}</Tag>);

/** A row's current relations: project (code, name), physical factor, hazards, blank samples, when. */
export function RelationsTable({ relations, loading, rowSelection }: { relations: ResourceRelation[]; loading?: boolean; rowSelection?: TableProps<ResourceRelation>['rowSelection'] }) {
  return (
    <Table<ResourceRelation>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={relations}
      pagination={false}
      rowSelection={rowSelection}
      scroll={{ x: 'max-content', y: 360 }}
      locale={{ emptyText: t('resourceRelation.none') }}
      data-testid="relations-table"
      columns={[
        { key: 'projectCode', title: t('resourceRelation.projectCode'), render: (_, r) => r.projectCode ?? r.projectId ?? '' },
        { key: 'projectName', title: t('resourceRelation.projectName'), dataIndex: 'projectName' },
        { key: 'phyId', title: t('resourceRelation.physicalFactor'), dataIndex: 'phyId' },
        { key: 'hazardNames', title: t('resourceRelation.hazards'), render: (_, r) => tags(r.hazardNames) },
        { key: 'blkSampleIds', title: t('resourceRelation.blankSamples'), render: (_, r) => tags(r.blkSampleIds) },
        { key: 'createTime', title: t('resourceRelation.relatedAt'), render: (_, r) => (r.createTime ? dayjs(r.createTime).format('YYYY-MM-DD HH:mm') : '') },
      ]}
    />
  );
}

import { useEffect, useState } from 'react';
import { Table } from 'antd';
import dayjs from 'dayjs';
import { t } from '../../i18n';
import { fetchProjectInfo, type ProjectInfoRow } from '../../resources/project-info-api';

const PAGE_SIZE = 10;

/** The unit's projects: the spec §7 project-info lookup with belongInspect, 1-based pages of 10. */
export function UnitProjects({ belongInspect }: { belongInspect: number }) {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<ProjectInfoRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  useEffect(() => setPage(1), [belongInspect]);
  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchProjectInfo({ pageNumber: page, pageSize: PAGE_SIZE, belongInspect })
      .then(({ rows: found, total: count }) => {
        if (!live) return;
        setRows(found);
        setTotal(count);
      }, () => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [belongInspect, page]);

  return (
    <Table<ProjectInfoRow>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      data-testid="unit-projects"
      pagination={{ current: page, pageSize: PAGE_SIZE, total, onChange: setPage, showTotal: (count) => t('customerDetail.total', { total: count }), hideOnSinglePage: true }}
      columns={[
        { key: 'code', title: t('resourceRelation.projectCode'), dataIndex: 'code' },
        { key: 'name', title: t('resourceRelation.projectName'), dataIndex: 'name' },
        { key: 'createTime', title: t('customerDetail.createTime'), render: (_, r) => (r.createTime ? dayjs(r.createTime).format('YYYY-MM-DD HH:mm') : '') },
      ]}
    />
  );
}

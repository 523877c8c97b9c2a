import { useEffect, useMemo, useState } from 'react';
import { Table } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { PROJECT } from '@ohit/contracts';
import { t } from '../../i18n';
import { detailLocator } from '../../resources/detail-route';
import { fetchProjectInfo, type ProjectInfoRow } from '../../resources/project-info-api';
import { useSession } from '../../session/session-store';

const PAGE_SIZE = 10;

/** The unit's projects: the spec §7 project-info lookup with belongInspect, 1-based pages of 10; a code opens the project's detail page. */
export function UnitProjects({ belongInspect }: { belongInspect: number }) {
  const navigate = useNavigate();
  const { menus } = useSession();
  const detailOf = useMemo(() => detailLocator(PROJECT, menus), [menus]);
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
        {
          key: 'code',
          title: t('resourceRelation.projectCode'),
          render: (_, r) => {
            const to = detailOf(r as unknown as Record<string, unknown>);
            return to ? (
              <a
                href={to}
                data-testid="unit-project-detail"
                onClick={(e) => {
                  e.preventDefault();
                  navigate(to);
                }}
              >
                {r.code}
              </a>
            ) : (
              r.code
            );
          },
        },
        { key: 'name', title: t('resourceRelation.projectName'), dataIndex: 'name' },
        { key: 'createTime', title: t('customerDetail.createTime'), render: (_, r) => (r.createTime ? dayjs(r.createTime).format('YYYY-MM-DD HH:mm') : '') },
      ]}
    />
  );
}

import { useMemo } from 'react';
import { Button, Card, Result, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { INSPECTED_UNIT } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { RelationsTable } from '../../resources/relation/RelationsTable';
import { resourceApi } from '../../resources/resource-api';
import { ResourceDescriptions } from '../../resources/ResourceDescriptions';
import { codesFor } from '../../resources/row-actions';
import { useResourceRow } from '../../resources/use-resource-row';
import { useRowRelations } from '../../resources/use-row-relations';
import { useSession } from '../../session/session-store';
import { readCustomerDetailQuery } from './detail-query';
import { UnitProjects } from './UnitProjects';

const decl = INSPECTED_UNIT;

/**
 * 受检单位详情 (hidden route customerDetail, spec §2 row-detail navigation): the unit named by
 * belongInspect / belongInspectName in the URL — its declared fields, its projects and, for
 * those who may relate or cancel relations, its current relations.
 */
export default function CustomerDetailPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { roles } = useSession();
  const { belongInspect, belongInspectName } = readCustomerDetailQuery(search);
  const api = useMemo(() => resourceApi(decl), []);
  const { row, loading } = useResourceRow(api, belongInspect);
  const mayRelate = decl.actions.some((a) => a === 'relation' || a === 'cancelRelation') && checkPermission(roles, [...codesFor(decl, 'relation'), ...codesFor(decl, 'cancelRelation')]);
  const { relations, loading: relationsLoading } = useRowRelations(api, belongInspect, mayRelate);

  if (belongInspect === null) return <Result status="warning" title={t('customerDetail.missing')} />;
  const name = (typeof row?.name === 'string' && row.name) || belongInspectName;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="customer-detail">
      <Space align="center">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>{t('customerDetail.back')}</Button>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="customer-detail-title">
          {name || t('customerDetail.title')}
        </Typography.Title>
      </Space>
      <Card size="small" title={t('customerDetail.basic')}>
        <ResourceDescriptions decl={decl} row={row} loading={loading} />
      </Card>
      <Card size="small" title={t('customerDetail.projects')}>
        <UnitProjects belongInspect={belongInspect} />
      </Card>
      {mayRelate && (
        <Card size="small" title={t('customerDetail.relations')}>
          <RelationsTable relations={relations} loading={relationsLoading} />
        </Card>
      )}
    </Space>
  );
}

import { Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import type { ResourceDeclaration } from '@ohit/contracts';
import { t } from '../../i18n';
import { readDetailId } from './detail-id';
import { ResourceDetailPage, type ResourceDetailPageProps } from './ResourceDetailPage';
import { useRowIdByCode } from './use-row-id-by-code';

/**
 * The detail page of a row its link names by `code` (and `organizationId`): the row is looked up,
 * then shown by ResourceDetailPage (the 设备管理 detail routes: eqpInDetail, hcStorage, …).
 */
export function CodeDetailPage({ decl, ...rest }: { decl: ResourceDeclaration } & Omit<ResourceDetailPageProps, 'decl' | 'id'>) {
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() || null;
  const lookup = useRowIdByCode(decl, code, readDetailId(search, 'organizationId'));
  if (lookup.state === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (lookup.state === 'notFound') return <Result status="404" title={t('resourceDetail.notFound')} />;
  return <ResourceDetailPage decl={decl} id={lookup.state === 'found' ? lookup.id : null} {...rest} />;
}

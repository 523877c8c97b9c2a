import { permissionCodes, PROJECT_ARCHIVE } from '@ohit/contracts';
import { checkPermission } from '../../permission/check';
import { ResourceList } from '../../resources/ResourceList';
import { useSession } from '../../session/session-store';
import { RetentionButton } from './RetentionButton';

/**
 * 档案管理 (/qualityControlNew): the archives of the organisation's projects — opened when a
 * project's report is issued (生成档案 for the issued projects without one), 在编 until 项目归档;
 * a row opens its technical file (档案详情). 保存年限 sets how long archived files are kept.
 */
export default function ArchiveList() {
  const { roles } = useSession();
  return <ResourceList declaration={PROJECT_ARCHIVE} toolbarExtras={checkPermission(roles, permissionCodes(PROJECT_ARCHIVE, 'retention')) ? <RetentionButton /> : undefined} />;
}

import { useState } from 'react';
import { Button, Modal, Tooltip } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { type ResourceRow, STAFF_AUTHORIZATION } from '@ohit/contracts';
import { t } from '../../i18n';
import { AttachmentList } from '../../resources/detail';
import { ResourceList } from '../../resources/ResourceList';
import type { CellRenderers } from '../../resources/resource-columns';
import { mayUse } from '../../resources/row-actions';
import { useSession } from '../../session/session-store';
import { AuthorisedUntil } from './AuthorisedUntil';

const CELLS: CellRenderers = {
  authorisedUntil: (value) => <AuthorisedUntil value={value} />,
};

/**
 * 人员授权 (实验室 › 人员授权, /staffAuthorization): the generic list over who may analyse by which
 * method (ISO/IEC 17025 6.2) — 授权有效期至 flagged 已过期 / 30天内到期 (its search field lists
 * those lapsing within N days) — and each record's 工作经历 files in a dialog from its row.
 */
export default function StaffAuthorizationList() {
  const { roles } = useSession();
  const [files, setFiles] = useState<ResourceRow | null>(null);
  return (
    <>
      <ResourceList
        declaration={STAFF_AUTHORIZATION}
        cellRenderers={CELLS}
        renderRowExtras={(row) => (
          <Tooltip title={t('staffAuthorization.workExperience')}>
            <Button size="small" icon={<PaperClipOutlined />} aria-label={t('staffAuthorization.workExperience')} data-testid="row-work-experience" onClick={() => setFiles(row)} />
          </Tooltip>
        )}
      />
      <Modal
        open={!!files}
        title={t('staffAuthorization.workExperienceTitle', { person: String(files?.userName ?? '') })}
        footer={null}
        width={760}
        onCancel={() => setFiles(null)}
        destroyOnHidden
      >
        {files && <AttachmentList decl={STAFF_AUTHORIZATION} parentId={files.id as number} canEdit={mayUse(STAFF_AUTHORIZATION, 'edit', roles)} />}
      </Modal>
    </>
  );
}

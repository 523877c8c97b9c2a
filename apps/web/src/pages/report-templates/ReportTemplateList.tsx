import { useState } from 'react';
import { Button, Modal, Tooltip, Typography } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { optionLabel, REPORT_TEMPLATE, REPORT_TEMPLATE_KIND_FIELD, REPORT_TEMPLATE_COVER_SLOT, type ResourceRow } from '@ohit/contracts';
import { AttachmentList } from '../../resources/detail';
import { ResourceList } from '../../resources/ResourceList';
import { mayUse } from '../../resources/row-actions';
import { useSession } from '../../session/session-store';
import { REPORT_TEMPLATE_TEXT as T } from './report-template-text';

/**
 * 报告模板 (系统设置 › 报告模板): the generic list over the organisation's templates, one per report
 * type — its 声明 edited in the form, its cover picture uploaded in a dialog from its row. The
 * report's PDF and preview print them.
 */
export default function ReportTemplateList() {
  const { roles } = useSession();
  const [cover, setCover] = useState<ResourceRow | null>(null);
  return (
    <>
      <ResourceList
        declaration={REPORT_TEMPLATE}
        renderRowExtras={(row) => (
          <Tooltip title={T.cover}>
            <Button size="small" icon={<PictureOutlined />} aria-label={T.cover} data-testid="row-template-cover" onClick={() => setCover(row)} />
          </Tooltip>
        )}
      />
      <Modal open={!!cover} title={T.coverTitle(cover ? optionLabel(REPORT_TEMPLATE_KIND_FIELD, String(cover.template)) : '')} footer={null} width={760} onCancel={() => setCover(null)} destroyOnHidden>
        <Typography.Paragraph type="secondary">{T.coverHint}</Typography.Paragraph>
        {cover && <AttachmentList decl={REPORT_TEMPLATE} slots={[REPORT_TEMPLATE_COVER_SLOT]} parentId={cover.id as number} canEdit={mayUse(REPORT_TEMPLATE, 'edit', roles)} />}
      </Modal>
    </>
  );
}

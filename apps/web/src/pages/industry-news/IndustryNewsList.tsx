import { useState } from 'react';
import { Modal, Typography } from 'antd';
import { INDUSTRY_NEWS, INDUSTRY_NEWS_COVER_SLOT, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { AttachmentList } from '../../resources/detail';
import { ResourceList } from '../../resources/ResourceList';
import { mayUse } from '../../resources/row-actions';
import { useSession } from '../../session/session-store';
import { ARTICLE_TOOLS, RichTextEditor } from '../../ui/rich-text/RichTextEditor';
import { NewsRowActions } from './NewsRowActions';

const EDIT_INPUTS = {
  content: () => <RichTextEditor tools={ARTICLE_TOOLS} placeholder={t('industryNews.content')} minHeight={240} />,
};

/**
 * 行业资讯 (系统设置 › 行业资讯): the generic list over the platform's articles, written in a wide
 * dialog with the rich-text editor (the server sanitises what it sends); each row publishes or
 * takes its article off line, holds its cover picture, and previews the public page.
 */
export default function IndustryNewsList() {
  const { roles } = useSession();
  const [cover, setCover] = useState<ResourceRow | null>(null);
  return (
    <>
      <ResourceList
        declaration={INDUSTRY_NEWS}
        editInputs={EDIT_INPUTS}
        editorWidth={900}
        renderRowExtras={(row, reload) => <NewsRowActions row={row} reload={reload} onCover={setCover} />}
      />
      <Modal
        open={!!cover}
        title={t('industryNews.coverTitle', { title: String(cover?.title ?? '') })}
        footer={null}
        width={760}
        onCancel={() => setCover(null)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('industryNews.coverHint')}</Typography.Paragraph>
        {cover && <AttachmentList decl={INDUSTRY_NEWS} slots={[INDUSTRY_NEWS_COVER_SLOT]} parentId={cover.id as number} canEdit={mayUse(INDUSTRY_NEWS, 'edit', roles)} />}
      </Modal>
    </>
  );
}

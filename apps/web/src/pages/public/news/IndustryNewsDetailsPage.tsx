import { Divider, Space, Tag, Typography } from 'antd';
import { apiUrl } from '../../../http/request';
import { t } from '../../../i18n';
import { safeHtml } from '../../../ui/rich-text/safe-html';
import { PublicDetailFrame } from '../PublicDetailFrame';
import { publicDate } from './news-format';
import { publicNewsApi } from './public-news-api';
import './news-article.css';

/**
 * /industryNewsDetails?id=… (no token): one published article — title, date, category, author,
 * cover and its content (sanitised by the server when written, and again here before it is
 * rendered). An article that is not there or no longer published reads 资讯不存在或已下线.
 */
export default function IndustryNewsDetailsPage() {
  return (
    <PublicDetailFrame load={publicNewsApi.one} backTo="/industryNews" texts="publicNews" skeletonRows={8}>
      {(article, back) => (
        <article style={{ background: '#fff', borderRadius: 8, padding: '24px 32px' }} data-testid="news-article">
          {back}
          <Typography.Title level={2} style={{ marginTop: 16 }}>
            {article.title}
          </Typography.Title>
          <Space size={12} wrap style={{ color: '#888' }}>
            {article.categoryName && <Tag color="blue">{article.categoryName}</Tag>}
            <span>{t('publicNews.publishedAt', { date: publicDate(article.publishedAt) })}</span>
            {article.author && <span>{t('publicNews.author', { author: article.author })}</span>}
          </Space>
          <Divider />
          {article.coverUrl && (
            <img src={apiUrl(article.coverUrl)} alt={article.title} style={{ display: 'block', maxWidth: '100%', maxHeight: 420, margin: '0 auto 24px', borderRadius: 4 }} />
          )}
          <div className="news-article-content" data-testid="news-content" dangerouslySetInnerHTML={{ __html: safeHtml(article.content) }} />
        </article>
      )}
    </PublicDetailFrame>
  );
}

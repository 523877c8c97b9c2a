import { useEffect, useState } from 'react';
import { Button, Divider, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import type { PublicNewsDetail } from '@ohit/contracts';
import { HttpError } from '../../../http/errors';
import { apiUrl } from '../../../http/request';
import { t } from '../../../i18n';
import { safeHtml } from '../../../ui/rich-text/safe-html';
import { PublicLayout } from '../PublicLayout';
import { articleId, publicDate } from './news-format';
import { publicNewsApi } from './public-news-api';
import './news-article.css';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'shown'; article: PublicNewsDetail };

/**
 * /industryNewsDetails?id=… (no token): one published article — title, date, category, author,
 * cover and its content (sanitised by the server when written, and again here before it is
 * rendered). An article that is not there or no longer published reads 资讯不存在或已下线.
 */
export default function IndustryNewsDetailsPage() {
  const [params] = useSearchParams();
  const id = articleId(params);
  const [state, setState] = useState<State>(id === null ? { kind: 'missing' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) {
      setState({ kind: 'missing' });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    publicNewsApi
      .one(id)
      .then((article) => live && setState({ kind: 'shown', article }))
      .catch((e: unknown) => live && setState({ kind: e instanceof HttpError && e.statusCode === 404 ? 'missing' : 'failed' }));
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const back = (
    <Link to="/industryNews">
      <ArrowLeftOutlined /> {t('publicNews.back')}
    </Link>
  );

  return (
    <PublicLayout>
      {state.kind === 'loading' && <Skeleton active paragraph={{ rows: 8 }} />}
      {state.kind === 'missing' && <Result status="404" title={t('publicNews.notFound')} extra={back} />}
      {state.kind === 'failed' && <Result status="warning" title={t('publicNews.loadFailed')} extra={<Button onClick={() => setAttempt((n) => n + 1)}>{t('publicNews.retry')}</Button>} />}
      {state.kind === 'shown' && (
        <article style={{ background: '#fff', borderRadius: 8, padding: '24px 32px' }} data-testid="news-article">
          {back}
          <Typography.Title level={2} style={{ marginTop: 16 }}>
            {state.article.title}
          </Typography.Title>
          <Space size={12} wrap style={{ color: '#888' }}>
            {state.article.categoryName && <Tag color="blue">{state.article.categoryName}</Tag>}
            <span>{t('publicNews.publishedAt', { date: publicDate(state.article.publishedAt) })}</span>
            {state.article.author && <span>{t('publicNews.author', { author: state.article.author })}</span>}
          </Space>
          <Divider />
          {state.article.coverUrl && (
            <img src={apiUrl(state.article.coverUrl)} alt={state.article.title} style={{ display: 'block', maxWidth: '100%', maxHeight: 420, margin: '0 auto 24px', borderRadius: 4 }} />
          )}
          <div className="news-article-content" data-testid="news-content" dangerouslySetInnerHTML={{ __html: safeHtml(state.article.content) }} />
        </article>
      )}
    </PublicLayout>
  );
}

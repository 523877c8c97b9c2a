import { Button, Empty, Input, List, Result, Select, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { INDUSTRY_NEWS_CATEGORY_OPTIONS, PUBLIC_NEWS_DEFAULT_SIZE, type PublicNewsItem } from '@ohit/contracts';
import { apiUrl } from '../../../http/request';
import { t } from '../../../i18n';
import { PublicLayout } from '../PublicLayout';
import { usePublicListQuery } from '../usePublicListQuery';
import { publicDate } from './news-format';
import { publicNewsApi } from './public-news-api';

/**
 * /industryNews (no token): the published articles newest first — cover, title, summary, category
 * and date — searched by title, filtered by category, a page at a time. The search lives in the
 * address (?title=&category=&page=), so a visitor coming back from an article finds the same page.
 */
export default function IndustryNewsPage() {
  const { filters, page, typed, setTyped, data, failed, loading, retry, go } = usePublicListQuery({
    read: (params) => ({ title: params.get('title') ?? '', category: params.get('category') ?? '' }),
    searchKey: 'title',
    load: (f, p) => publicNewsApi.list({ page: p - 1, size: PUBLIC_NEWS_DEFAULT_SIZE, title: f.title.trim() || undefined, category: f.category || undefined }),
  });
  const { category } = filters;

  return (
    <PublicLayout>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('publicNews.news')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => go({ title: value })}
          placeholder={t('publicNews.searchTitle')}
          enterButton={t('publicNews.search')}
          maxLength={200}
          style={{ width: 320 }}
          data-testid="news-search"
        />
        <Select
          value={category}
          onChange={(value: string) => go({ category: value })}
          options={[{ value: '', label: t('publicNews.allCategories') }, ...INDUSTRY_NEWS_CATEGORY_OPTIONS]}
          style={{ width: 160 }}
          aria-label={t('publicNews.allCategories')}
          data-testid="news-category"
        />
      </Space>
      {failed ? (
        <Result status="warning" title={t('publicNews.loadFailed')} extra={<Button onClick={retry}>{t('publicNews.retry')}</Button>} />
      ) : (
        <List<PublicNewsItem>
          itemLayout="vertical"
          size="large"
          loading={loading}
          dataSource={data?.content ?? []}
          locale={{ emptyText: <Empty description={t('publicNews.empty')} /> }}
          style={{ background: '#fff', borderRadius: 8 }}
          pagination={
            (data?.totalElements ?? 0) > PUBLIC_NEWS_DEFAULT_SIZE
              ? { current: page, pageSize: PUBLIC_NEWS_DEFAULT_SIZE, total: data?.totalElements ?? 0, showSizeChanger: false, showTotal: (total) => t('publicNews.total', { total }), onChange: (p) => go({ page: p }) }
              : false
          }
          renderItem={(item) => (
            <List.Item
              key={item.id}
              data-testid="news-item"
              extra={item.coverUrl ? <img src={apiUrl(item.coverUrl)} alt={item.title} style={{ width: 200, height: 120, objectFit: 'cover', borderRadius: 4 }} /> : null}
            >
              <List.Item.Meta
                title={<Link to={`/industryNewsDetails?id=${item.id}`}>{item.title}</Link>}
                description={
                  <Space size={8}>
                    {item.categoryName && <Tag color="blue">{item.categoryName}</Tag>}
                    <span>{publicDate(item.publishedAt)}</span>
                  </Space>
                }
              />
              {item.summary && <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>{item.summary}</Typography.Paragraph>}
            </List.Item>
          )}
        />
      )}
    </PublicLayout>
  );
}

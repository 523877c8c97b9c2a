import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageHarness, pickOption, renderAt } from '../../../../test/page-harness';
import { session } from '../../../session/session-store';
import IndustryNewsDetailsPage from './IndustryNewsDetailsPage';
import IndustryNewsPage from './IndustryNewsPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const item = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  summary: `${title}的摘要`,
  category: '1',
  categoryName: '政策法规',
  author: '平台编辑',
  publishedAt: '2026-03-01T02:00:00.000Z',
  coverUrl: null,
  ...extra,
});

/** The public 行业资讯 pages: no token, the published articles and one article's content. */
describe('public industry news', () => {
  let list = { content: [item(1, '职业病防治法修订', { coverUrl: '/api/public/industryNews/1/cover' }), item(2, '新版检测标准实施', { category: '2', categoryName: '标准动态' })], totalElements: 2 };
  const { api } = pageHarness(() => ({
    'GET /api/public/industryNews?*': () => list,
    'GET /api/public/industryNews/1': item(1, '职业病防治法修订', {
      coverUrl: '/api/public/industryNews/1/cover',
      content: '<h2>修订要点</h2><p onclick="steal()">自2026年起施行<script>alert(1)</script></p><a href="javascript:alert(2)">链接</a>',
    }),
  }));
  const query = (n = 0) => new URLSearchParams(api.calls('GET /api/public/industryNews?')[n].url.split('?')[1]);
  beforeEach(() => {
    session.clear();
    list = { content: [item(1, '职业病防治法修订', { coverUrl: '/api/public/industryNews/1/cover' }), item(2, '新版检测标准实施', { category: '2', categoryName: '标准动态' })], totalElements: 2 };
  });

  it('lists the published articles without a token: cover, title linking to the article, summary, category and date; the header leads to 登录 and 报告公示', async () => {
    renderAt('/industryNews', <IndustryNewsPage />);
    const first = (await screen.findByText('职业病防治法修订')).closest('[data-testid="news-item"]') as HTMLElement;
    expect(within(first).getByRole('link', { name: '职业病防治法修订' })).toHaveAttribute('href', '/industryNewsDetails?id=1');
    expect(within(first).getByRole('img', { name: '职业病防治法修订' })).toHaveAttribute('src', '/api/public/industryNews/1/cover');
    expect(within(first).getByText('职业病防治法修订的摘要')).toBeInTheDocument();
    expect(within(first).getByText('政策法规')).toBeInTheDocument();
    expect(within(first).getByText('2026-03-01')).toBeInTheDocument();
    const second = screen.getByText('新版检测标准实施').closest('[data-testid="news-item"]') as HTMLElement;
    expect(within(second).queryByRole('img')).toBeNull();
    const header = screen.getByTestId('public-header');
    expect(within(header).getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: '报告公示' })).toHaveAttribute('href', '/orgReportFormula');
    const [call] = api.calls('GET /api/public/industryNews?');
    expect(Object.fromEntries(query())).toEqual({ page: '0', size: '10' });
    expect(new Headers(call.init.headers).get('Authorization')).toBeNull();
  });

  it('searches by title and category, and pages through many articles', async () => {
    list = { content: Array.from({ length: 10 }, (_, i) => item(i + 10, `资讯${i + 10}`)), totalElements: 25 };
    renderAt('/industryNews', <IndustryNewsPage />);
    await screen.findByText('资讯10');
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(api.calls('GET /api/public/industryNews?')).toHaveLength(2));
    expect(query(1).get('page')).toBe('1');

    fireEvent.change(screen.getByPlaceholderText('请输入标题搜索'), { target: { value: '标准' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(api.calls('GET /api/public/industryNews?')).toHaveLength(3));
    expect(Object.fromEntries(query(2))).toEqual({ page: '0', size: '10', title: '标准' });

    await pickOption(screen.getByTestId('news-category').closest('.ant-select') as HTMLElement, '标准动态');
    await waitFor(() => expect(api.calls('GET /api/public/industryNews?')).toHaveLength(4));
    expect(Object.fromEntries(query(3))).toEqual({ page: '0', size: '10', title: '标准', category: '2' });
  });

  it('says so when nothing is published', async () => {
    list = { content: [], totalElements: 0 };
    renderAt('/industryNews', <IndustryNewsPage />);
    expect(await screen.findByText('暂无资讯')).toBeInTheDocument();
  });

  it('shows an article: title, date, category, author, cover and its content without any script or handler', async () => {
    renderAt('/industryNewsDetails?id=1', <IndustryNewsDetailsPage />);
    const article = await screen.findByTestId('news-article');
    expect(within(article).getByRole('heading', { name: '职业病防治法修订' })).toBeInTheDocument();
    expect(within(article).getByText('发布于 2026-03-01')).toBeInTheDocument();
    expect(within(article).getByText('作者：平台编辑')).toBeInTheDocument();
    expect(within(article).getByText('政策法规')).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: '职业病防治法修订' })).toHaveAttribute('src', '/api/public/industryNews/1/cover');
    const content = screen.getByTestId('news-content');
    expect(within(content).getByRole('heading', { name: '修订要点' })).toBeInTheDocument();
    expect(content.innerHTML).not.toMatch(/script|onclick|javascript:/);
    expect(within(article).getByRole('link', { name: /返回资讯列表/ })).toHaveAttribute('href', '/industryNews');
  });

  it('reads 资讯不存在或已下线 for an article not published (the server’s 404) and for a link without an id, which asks nothing', async () => {
    const { unmount } = renderAt('/industryNewsDetails?id=7', <IndustryNewsDetailsPage />);
    expect(await screen.findByText('资讯不存在或已下线')).toBeInTheDocument();
    expect(api.calls('GET /api/public/industryNews/7')).toHaveLength(1);
    unmount();
    api.forget();
    renderAt('/industryNewsDetails', <IndustryNewsDetailsPage />);
    expect(await screen.findByText('资讯不存在或已下线')).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });
});

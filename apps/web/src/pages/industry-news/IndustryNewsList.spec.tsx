import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageHarness, pickOption, renderAt, signIn } from '../../../test/page-harness';
import IndustryNewsList from './IndustryNewsList';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const row = (id: number, title: string, state: string, extra: Record<string, unknown> = {}) => ({
  id,
  version: 2,
  title,
  category: '1',
  categoryName: '政策法规',
  author: '平台编辑',
  state,
  publishedAt: state === 'draft' ? null : '2026-03-01T02:00:00.000Z',
  content: '<p>正文</p>',
  organizationId: 7,
  ...extra,
});
const ROWS = [row(1, '草稿一篇', 'draft'), row(2, '已发布一篇', 'published')];

/** 行业资讯 (admin): the generic list with 发布/下线 by state and permission, the cover dialog, and the rich-text editor. */
describe('IndustryNewsList', () => {
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/industryNews?*': { content: ROWS, totalElements: ROWS.length },
    'POST /api/industryNews/:id/transitions/:event': (req) => ({ ...ROWS.find((r) => r.id === Number(req.params.id)), version: 3 }),
    'POST /api/industryNews/add': (req) => ({ id: 9, version: 1, ...req.body() }),
    '/api/industryNews/2/attachments': [{ id: 5, slot: 'cover', fileName: '封面.png', size: 2048, contentType: 'image/png', uploadedBy: '平台编辑', uploadTime: '2026-03-01T02:00:00.000Z' }],
  }));
  const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
  const execCommand = jest.fn();
  beforeEach(() => {
    execCommand.mockReset();
    (document as unknown as { execCommand: unknown }).execCommand = execCommand;
  });

  it('offers 发布 on a draft and 下线 on a published article to whoever holds them, and publishes after the question', async () => {
    signIn(['industryNews:list', 'industryNews:publish', 'industryNews:unpublish']);
    renderAt('/', <IndustryNewsList />);
    await screen.findByText('草稿一篇');
    expect(within(rowOf('草稿一篇')).getByTestId('row-publish')).toBeInTheDocument();
    expect(within(rowOf('草稿一篇')).queryByTestId('row-unpublish')).toBeNull();
    expect(within(rowOf('草稿一篇')).queryByTestId('row-preview')).toBeNull();
    expect(within(rowOf('已发布一篇')).getByTestId('row-unpublish')).toBeInTheDocument();
    expect(within(rowOf('已发布一篇')).getByTestId('row-preview')).toHaveAttribute('href', '/industryNewsDetails?id=2');

    fireEvent.click(within(rowOf('草稿一篇')).getByTestId('row-publish'));
    await screen.findByText('确定发布该资讯吗？发布后所有人均可查看。');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST /api/industryNews/1/transitions/publish')).toHaveLength(1));
    expect(api.bodyOf('POST /api/industryNews/1/transitions/publish')).toEqual({ version: 2 });
    await screen.findByText('发布成功');
  });

  it('shows no 发布 or 下线 to an editor without them, and opens an article’s cover pictures', async () => {
    signIn(['industryNews:list', 'industryNews:edit']);
    renderAt('/', <IndustryNewsList />);
    await screen.findByText('草稿一篇');
    expect(screen.queryByTestId('row-publish')).toBeNull();
    expect(screen.queryByTestId('row-unpublish')).toBeNull();
    fireEvent.click(within(rowOf('已发布一篇')).getByTestId('row-cover'));
    expect(await screen.findByText('封面图片：已发布一篇')).toBeInTheDocument();
    expect(await screen.findByText('封面.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /上传/ })).toBeInTheDocument();
  });

  it('writes a new article in the rich-text editor: headings and pictures by URL from the toolbar, the HTML sent as the content', async () => {
    signIn(['industryNews:list', 'industryNews:add']);
    renderAt('/', <IndustryNewsList />);
    fireEvent.click(await screen.findByTestId('resource-add'));
    const form = await screen.findByTestId('resource-form');
    for (const tool of ['小标题', '加粗', '斜体', '编号', '项目符号', '链接', '插入图片']) expect(within(form).getByRole('button', { name: tool })).toBeInTheDocument();

    const prompt = jest.spyOn(window, 'prompt');
    prompt.mockReturnValueOnce('javascript:alert(1)');
    fireEvent.click(within(form).getByRole('button', { name: '插入图片' }));
    expect(execCommand).not.toHaveBeenCalled();
    prompt.mockReturnValueOnce('https://img.example/a.png');
    fireEvent.click(within(form).getByRole('button', { name: '插入图片' }));
    expect(execCommand).toHaveBeenCalledWith('insertImage', false, 'https://img.example/a.png');
    fireEvent.click(within(form).getByRole('button', { name: '小标题' }));
    expect(execCommand).toHaveBeenCalledWith('formatBlock', false, 'H2');
    prompt.mockRestore();

    fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '新标准发布' } });
    await pickOption(within(form).getByLabelText('分类').closest('.ant-form-item') as HTMLElement, '标准动态');
    const editor = within(form).getByTestId('rich-text');
    editor.innerHTML = '<h2>要点</h2><p>自2026年起实施</p>';
    fireEvent.input(editor);
    fireEvent.click(within(screen.getByTestId('resource-editor')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST /api/industryNews/add')).toHaveLength(1));
    expect(api.bodyOf('POST /api/industryNews/add')).toMatchObject({ title: '新标准发布', category: '2', content: '<h2>要点</h2><p>自2026年起实施</p>' });
  });
});

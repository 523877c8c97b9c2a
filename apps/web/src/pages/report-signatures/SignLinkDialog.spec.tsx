import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { pageHarness, renderAt } from '../../../test/page-harness';
import { useSignLinkAction } from './SignLinkDialog';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const ROW = { id: 41, version: 3, code: 'OHIT-DJ-2026-0007', reportVersion: 2, organizationId: 7 };

function Page({ reload }: { reload: () => void }) {
  const signLink = useSignLinkAction();
  return (
    <>
      <Button onClick={() => signLink.open({ decl: {} as never, row: ROW as never, reload })}>生成签字链接</Button>
      {signLink.dialog}
    </>
  );
}

describe('生成签字链接 on a report version', () => {
  const { api } = pageHarness(() => ({
    'POST /api/report/41/signLinks': (req) => ({
      url: `https://verify.ohit.example/${req.body().audience === 'org' ? 'technicalServiceSign' : 'unitSignature'}?token=${'T'.repeat(43)}`,
      audience: req.body().audience,
      reportId: 41,
      reportVersion: 2,
      expiresAt: '2026-03-09T02:00:00.000Z',
    }),
  }));

  it('makes a link for 用人单位 lasting 7 days by default and shows its address once, to copy', async () => {
    const reload = jest.fn();
    renderAt('/report/details', <Page reload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: '生成签字链接' }));
    await screen.findByTestId('sign-link-form');
    fireEvent.click(screen.getByRole('button', { name: /^生\s*成$/ }));
    const url = await screen.findByTestId('sign-link-url');
    expect(url).toHaveTextContent(`https://verify.ohit.example/unitSignature?token=${'T'.repeat(43)}`);
    expect(screen.getByText('签字链接只显示这一次，请复制后发送给签字人')).toBeInTheDocument();
    expect(screen.getByText(/报告第2版/)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/report/41/signLinks')).toEqual({ audience: 'employer', days: 7 });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('makes one for 技术服务机构 with the days asked', async () => {
    renderAt('/report/details', <Page reload={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '生成签字链接' }));
    await screen.findByTestId('sign-link-form');
    fireEvent.click(screen.getByLabelText('技术服务机构'));
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: /^生\s*成$/ }));
    expect(await screen.findByTestId('sign-link-url')).toHaveTextContent('/technicalServiceSign?token=');
    await waitFor(() => expect(api.bodyOf('POST /api/report/41/signLinks')).toEqual({ audience: 'org', days: 3 }));
  });
});

import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, pageHarness, renderAt } from '../../../../test/page-harness';
import { session } from '../../../session/session-store';
import ReportVerifyPage from './ReportVerifyPage';
import TechnicalServiceSignPage from './TechnicalServiceSignPage';
import UnitSignaturePage from './UnitSignaturePage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const TOKEN = 'A'.repeat(43);
const VIEW = {
  audience: 'employer',
  audienceLabel: '用人单位',
  reportNo: 'OHIT-DJ-2026-0007',
  reportVersion: 1,
  title: '职业病危害因素定期检测报告',
  employerName: '江苏示例机械制造有限公司',
  organisationName: '示例检测技术有限公司',
  expiresAt: '2026-03-09T02:00:00.000Z',
  hasPdf: true,
};

/** jsdom has no canvas: a context that draws nothing and a toBlob giving a PNG. */
function fakeCanvas() {
  const ctx = new Proxy({} as Record<string, unknown>, { get: () => () => undefined, set: () => true });
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never);
  const toBlob = jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((cb: BlobCallback, type?: string) => cb(new Blob(['drawn'], { type })));
  return () => (getContext.mockRestore(), toBlob.mockRestore());
}

/** A stroke with a finger: touch pointer events, as a phone sends them. */
const drawWithFinger = (pad: HTMLElement) => {
  fireEvent.pointerDown(pad, { clientX: 20, clientY: 30, pointerId: 7, pointerType: 'touch' });
  fireEvent.pointerMove(pad, { clientX: 90, clientY: 60, pointerId: 7, pointerType: 'touch' });
  fireEvent.pointerUp(pad, { pointerId: 7, pointerType: 'touch' });
};

describe('the public signing pages (/unitSignature, /technicalServiceSign)', () => {
  let answer: () => unknown = () => VIEW;
  let signed: () => unknown = () => ({ signerName: '王经理', signedAt: '2026-03-02T03:04:00.000Z', reportNo: VIEW.reportNo, reportVersion: 1 });
  const { api } = pageHarness(() => ({
    [`GET /api/public/sign/${TOKEN}`]: () => answer(),
    [`POST /api/public/sign/${TOKEN}`]: () => signed(),
  }));
  let restoreCanvas: () => void;
  beforeEach(() => {
    session.clear();
    answer = () => VIEW;
    signed = () => ({ signerName: '王经理', signedAt: '2026-03-02T03:04:00.000Z', reportNo: VIEW.reportNo, reportVersion: 1 });
    restoreCanvas = fakeCanvas();
  });
  afterEach(() => restoreCanvas());

  it('shows the version to read, then signs with a name and a signature drawn by finger; the link then reads as used', async () => {
    renderAt(`/unitSignature?token=${TOKEN}`, <UnitSignaturePage />);
    const page = await screen.findByTestId('sign-page');
    expect(within(page).getByText('OHIT-DJ-2026-0007')).toBeInTheDocument();
    expect(within(page).getByText('江苏示例机械制造有限公司')).toBeInTheDocument();
    expect(within(page).getByText('第1版')).toBeInTheDocument();
    expect(screen.getByTestId('signing-header')).toHaveTextContent('用人单位签字');
    // the printed preview in a frame where no script runs, and the PDF to open
    const frame = screen.getByTestId('sign-preview');
    expect(frame).toHaveAttribute('src', `/api/public/sign/${TOKEN}/preview`);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(screen.getByTestId('sign-pdf')).toHaveAttribute('href', `/api/public/sign/${TOKEN}/pdf`);
    // no token is sent by a signer
    expect(new Headers(api.calls('GET /api/public/sign/')[0].init.headers).get('Authorization')).toBeNull();

    // a name and a signature are needed first
    fireEvent.click(screen.getByTestId('sign-confirm'));
    expect(await screen.findByTestId('sign-problem')).toHaveTextContent('请填写签字人姓名');
    fireEvent.change(screen.getByTestId('sign-name'), { target: { value: ' 王经理 ' } });
    fireEvent.click(screen.getByTestId('sign-confirm'));
    await waitFor(() => expect(screen.getByTestId('sign-problem')).toHaveTextContent('请先在框内签名'));
    expect(api.count('POST')).toBe(0);

    drawWithFinger(screen.getByTestId('sign-pad'));
    fireEvent.click(screen.getByTestId('sign-confirm'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByTestId('sign-done')).toHaveTextContent('签字成功');
    expect(screen.getByTestId('sign-done')).toHaveTextContent('王经理');
    const [post] = api.calls(`POST /api/public/sign/${TOKEN}`);
    const body = post.init.body as FormData;
    expect(body.get('signerName')).toBe('王经理');
    expect((body.get('image') as File).type).toBe('image/png');
  });

  it('says plainly when the link is used or expired (the server’s words), and when it is not a link at all', async () => {
    answer = () => json(410, { status: 410, message: '该签字链接已使用' });
    const { unmount } = renderAt(`/technicalServiceSign?token=${TOKEN}`, <TechnicalServiceSignPage />);
    expect(await screen.findByTestId('sign-gone')).toHaveTextContent('该签字链接已使用');
    expect(screen.queryByTestId('sign-pad')).toBeNull();
    unmount();

    answer = () => json(410, { status: 410, message: '该签字链接已过期' });
    const second = renderAt(`/unitSignature?token=${TOKEN}`, <UnitSignaturePage />);
    expect(await screen.findByTestId('sign-gone')).toHaveTextContent('该签字链接已过期');
    second.unmount();

    renderAt('/unitSignature', <UnitSignaturePage />);
    expect(await screen.findByTestId('sign-invalid')).toHaveTextContent('签字链接无效');
    expect(api.count('GET /api/public/sign/')).toBe(2);
  });

  it('a link used by someone else while the page was open says so on confirming', async () => {
    signed = () => json(410, { status: 410, message: '该签字链接已使用' });
    renderAt(`/unitSignature?token=${TOKEN}`, <UnitSignaturePage />);
    await screen.findByTestId('sign-page');
    fireEvent.change(screen.getByTestId('sign-name'), { target: { value: '王经理' } });
    drawWithFinger(screen.getByTestId('sign-pad'));
    fireEvent.click(screen.getByTestId('sign-confirm'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByTestId('sign-gone')).toHaveTextContent('该签字链接已使用');
  });
});

describe('the public verification page (/reportVerify)', () => {
  const ISSUED = {
    reportNo: 'OHIT-DJ-2026-0007',
    reportVersion: 2,
    organisationName: '示例检测技术有限公司',
    employerName: '江苏示例机械制造有限公司',
    issueDate: '2026-03-05',
    pdfSha256: 'ab'.repeat(32),
    amended: true,
    amendsVersion: 1,
    amendmentReason: '更正苯的检测结果',
    supersededBy: null,
    digitalSignature: { valid: true, problem: null, signer: '示例检测技术有限公司', signedAt: '2026-03-05T02:00:00.000Z', certificateFingerprint: 'cd'.repeat(32), demo: false },
  };
  const { api } = pageHarness(() => ({
    'GET /api/public/reportVerify?*': (req) => (req.query.get('no') === ISSUED.reportNo && req.query.get('v') === '2' ? [ISSUED] : json(404, { status: 404, message: '未找到该报告编号与版本的已签发报告' })),
  }));
  beforeEach(() => session.clear());

  it('shows the number, version marked 修改版, employer, issue date, the issued PDF’s SHA-256 and its signature', async () => {
    renderAt(`/reportVerify?no=${ISSUED.reportNo}&v=2`, <ReportVerifyPage />);
    const card = await screen.findByTestId('verify-report');
    expect(within(card).getAllByText('OHIT-DJ-2026-0007').length).toBeGreaterThan(0);
    expect(within(card).getByText('修改版')).toBeInTheDocument();
    expect(within(card).getByText(/更正苯的检测结果/)).toBeInTheDocument();
    expect(within(card).getByText('江苏示例机械制造有限公司')).toBeInTheDocument();
    expect(within(card).getByText('2026-03-05')).toBeInTheDocument();
    expect(within(card).getByTestId('verify-sha256')).toHaveTextContent('ab'.repeat(32));
    expect(within(card).getByText('有效：文件签发后未被修改')).toBeInTheDocument();
    const [call] = api.calls('GET /api/public/reportVerify?');
    expect(Object.fromEntries(call.url.split('?')[1].split('&').map((p) => p.split('=')))).toEqual({ no: 'OHIT-DJ-2026-0007', v: '2' });
  });

  it('says so when the number and version name no issued report, and asks for them when missing', async () => {
    const { unmount } = renderAt('/reportVerify?no=NOPE&v=2', <ReportVerifyPage />);
    expect(await screen.findByTestId('verify-not-found')).toHaveTextContent('未找到该报告编号与版本的已签发报告');
    unmount();
    renderAt('/reportVerify', <ReportVerifyPage />);
    expect(await screen.findByText('请通过报告上的二维码打开本页，或提供报告编号与版本')).toBeInTheDocument();
    await waitFor(() => expect(api.count('GET /api/public/reportVerify')).toBe(1));
  });
});

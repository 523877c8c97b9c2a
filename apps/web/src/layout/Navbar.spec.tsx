import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { navbarLinks, platformUrl } from './linked-platforms';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { LinkedPlatforms, PlatformButtons } from './LinkedPlatforms';
import { Navbar } from './Navbar';
import { toggleFullscreen } from './fullscreen';
import { registerUi } from '../ui/bridge';

describe('navbar linked-platform buttons (spec §2, types 3, 5, 6, 7)', () => {
  it('builds http://ip:port; an address without ip is not configured', () => {
    expect(platformUrl({ type: 3, ip: '10.0.0.8', port: 8080 })).toBe('http://10.0.0.8:8080');
    expect(platformUrl({ type: 3, ip: 'https://tool.example.cn', port: 443 })).toBe('https://tool.example.cn');
    expect(platformUrl({ type: 7, ip: 'tool.example.cn', port: null })).toBe('http://tool.example.cn');
    expect(platformUrl({ type: 5, ip: '', port: 80 })).toBeNull();
    expect(platformUrl(undefined)).toBeNull();
  });

  it('medical (3), radiation (5) and toolbox (7) are disabled unless configured; report disclosure always enabled', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { rerender } = render(<PlatformButtons links={navbarLinks([])} />);
    expect(screen.getByTestId('platform-medical')).toBeDisabled();
    expect(screen.getByTestId('platform-radiation')).toBeDisabled();
    expect(screen.getByTestId('platform-toolbox')).toBeDisabled();
    expect(screen.getByTestId('platform-report')).toBeEnabled();
    expect(screen.getByText('医疗企业职业健康平台')).toBeInTheDocument();

    rerender(<PlatformButtons links={navbarLinks([{ type: 3, ip: '10.0.0.3', port: 81 }, { type: 7, ip: '10.0.0.7', port: 87 }])} />);
    expect(screen.getByTestId('platform-medical')).toBeEnabled();
    expect(screen.getByTestId('platform-radiation')).toBeDisabled();
    expect(screen.getByTestId('platform-toolbox')).toBeEnabled();
    fireEvent.click(screen.getByTestId('platform-toolbox'));
    expect(open).toHaveBeenCalledWith('http://10.0.0.7:87', '_blank', 'noopener,noreferrer');
    fireEvent.click(screen.getByTestId('platform-report'));
    expect(open).toHaveBeenLastCalledWith('/orgReportFormula', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});

describe('linked platforms on a phone (below 992 px)', () => {
  const links = navbarLinks([{ type: 7, ip: '10.0.0.7', port: 87 }]);

  it('on a desktop the four buttons stand in the navbar', () => {
    render(<LinkedPlatforms links={links} mobile={false} />);
    expect(screen.getByTestId('platform-buttons')).toBeInTheDocument();
    expect(screen.queryByTestId('platform-menu')).toBeNull();
  });

  it('on a phone they fold into one 其他平台 menu that opens the configured ones', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    render(<LinkedPlatforms links={links} mobile />);
    expect(screen.queryByTestId('platform-buttons')).toBeNull();
    expect(screen.queryByText('医疗企业职业健康平台')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '其他平台' }));
    const menu = await screen.findByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((e) => e.textContent)).toEqual(['医疗企业职业健康平台', '工业辐射检测平台', '报告公示', '工具箱']);
    expect(entries.map((e) => e.getAttribute('aria-disabled'))).toEqual(['true', 'true', 'false', 'false']);
    fireEvent.click(within(menu).getByText('医疗企业职业健康平台'));
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(menu).getByText('工具箱'));
    expect(open).toHaveBeenCalledWith('http://10.0.0.7:87', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});

describe('the navbar on a phone', () => {
  const json = (body: unknown) => ({ status: 200, ok: true, text: async () => JSON.stringify(body) }) as unknown as Response;
  beforeEach(() => {
    (globalThis as { fetch: unknown }).fetch = jest.fn(async () => json([]));
  });
  // rendered inside act so the linked-platform addresses the navbar asks for have arrived
  const renderNavbar = (mobile: boolean) =>
    act(async () => {
      render(
        <AntdApp>
          <MemoryRouter initialEntries={['/customer/index']}>
            <Navbar entries={[]} collapsed={mobile} mobile={mobile} onToggle={() => undefined} onOpenSettings={() => undefined} />
          </MemoryRouter>
        </AntdApp>,
      );
    });

  it('keeps one 其他平台 menu and no breadcrumb, so the user menu stays on screen', async () => {
    await renderNavbar(true);
    const navbar = screen.getByTestId('navbar');
    expect(within(navbar).getByTestId('platform-menu')).toBeInTheDocument();
    expect(within(navbar).queryByTestId('platform-buttons')).toBeNull();
    expect(navbar.querySelector('.ant-breadcrumb')).toBeNull();
    expect(within(navbar).getByTestId('user-menu')).toBeInTheDocument();
  });

  it('a desktop shows the breadcrumb and the four platform buttons', async () => {
    await renderNavbar(false);
    const navbar = screen.getByTestId('navbar');
    expect(navbar.querySelector('.ant-breadcrumb')).not.toBeNull();
    expect(within(navbar).getByTestId('platform-buttons')).toBeInTheDocument();
    expect(within(navbar).queryByTestId('platform-menu')).toBeNull();
  });
});

describe('fullscreen toggle (spec §8)', () => {
  it("warns 'you browser can not work' where fullscreen is unsupported", async () => {
    const warning = jest.fn();
    const restore = registerUi({ warning });
    const doc = { fullscreenEnabled: false, documentElement: {} } as unknown as Document;
    await expect(toggleFullscreen(doc)).resolves.toBe(false);
    expect(warning.mock.calls[0][0]).toBe('you browser can not work');
    restore();
  });

  it('enters and leaves fullscreen where supported', async () => {
    const requestFullscreen = jest.fn().mockResolvedValue(undefined);
    const exitFullscreen = jest.fn().mockResolvedValue(undefined);
    const doc = { fullscreenEnabled: true, fullscreenElement: null, documentElement: { requestFullscreen }, exitFullscreen } as unknown as Document;
    await toggleFullscreen(doc);
    expect(requestFullscreen).toHaveBeenCalled();
    (doc as { fullscreenElement: unknown }).fullscreenElement = {};
    await toggleFullscreen(doc);
    expect(exitFullscreen).toHaveBeenCalled();
  });
});

import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import LabMethodList from './LabMethodList';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const benzene = { id: 1, version: 1, hazardName: '苯', standardNo: 'GBZ/T 300.66-2017', methodName: '溶剂解吸-气相色谱法', samplingType: 'fixed-short', flowRate: '0.100', durationMinutes: 15, instrumentFamily: 'gc', accredited: false, status: '1' };

/** 检测方法: the catalogue's list with its list command 导入标准方法库 (asked first, then run, then the list reloads). */
describe('LabMethodList', () => {
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    '/api/labTest?*': { content: [benzene], totalElements: 1 },
    '/api/labTest/commands/importLibrary': { count: 61, message: '已导入61条标准方法' },
  }));

  const as = (roles: string[]) => signIn(roles);
  const renderPage = () => renderAt('/', <LabMethodList />);

  it('imports the standard library after the user confirms, says how many methods came and reloads the list', async () => {
    as(['labTest:list', 'labTest:importLibrary']);
    renderPage();
    await screen.findByText('GBZ/T 300.66-2017');
    const lists = () => api.count('GET /api/labTest?');
    const before = lists();
    fireEvent.click(screen.getByTestId('list-command-importLibrary'));
    await screen.findByText('将标准方法库中本机构尚未收录的检测方法导入本机构，已有的方法不会改动。是否继续？');
    expect(api.urls()).not.toContain('POST /api/labTest/commands/importLibrary');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await screen.findByText('已导入61条标准方法');
    expect(api.urls()).toContain('POST /api/labTest/commands/importLibrary');
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  });

  it('shows the import only to holders of labTest:importLibrary', async () => {
    as(['labTest:list', 'labTest:add']);
    renderPage();
    await screen.findByText('GBZ/T 300.66-2017');
    expect(screen.queryByTestId('list-command-importLibrary')).toBeNull();
    expect(screen.getByTestId('resource-add')).toBeTruthy();
  });
});

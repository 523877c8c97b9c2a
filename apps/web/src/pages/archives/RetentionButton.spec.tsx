import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { json, pageHarness, renderAt, signIn } from '../../../test/page-harness';
import { RetentionButton } from './RetentionButton';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

describe('保存年限 (the organisation’s archive retention)', () => {
  let years = 10;
  const { api } = pageHarness(() => ({
    'GET /api/archiveRetention': () => ({ organizationId: 7, years }),
    'PUT /api/archiveRetention': (req) => {
      years = Number(req.body().years);
      return json(200, { organizationId: 7, years });
    },
  }));

  it('shows the years in force with the agreement’s floor, and saves 30', async () => {
    signIn(['archive:list', 'archive:retention']);
    renderAt('/qualityControlNew', <RetentionButton />);
    fireEvent.click(screen.getByTestId('archive-retention'));
    await waitFor(() => expect(api.urls()).toContain('GET /api/archiveRetention'));
    const input = (await screen.findByRole('spinbutton')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('10'));
    // the agreement's floor is said beside the field
    expect(screen.getByText(/数字证书使用协议约定证据保存10年/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.count('PUT /api/archiveRetention')).toBe(1));
    expect(api.bodyOf('PUT /api/archiveRetention')).toEqual({ years: 30 });
    expect(await screen.findByText('档案保存年限已保存')).toBeTruthy();
    expect(years).toBe(30);
  });
});

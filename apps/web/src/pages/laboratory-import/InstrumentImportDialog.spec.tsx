import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { json, pageHarness, pickOption } from '../../../test/page-harness';
import { InstrumentImportDialog } from './InstrumentImportDialog';

const URL = '/api/labBatch/9/importReadings';

const PREVIEW = {
  fileName: 'AA7000.csv',
  columns: ['样品编号', '吸光度(Abs)', '浓度(mg/L)', '倍数'],
  rows: [
    ['XM-2026-0001-T1', '0.1234', '0.5', '1'],
    ['XM-2026-0001-T2', '0.0567', '0.2', '2'],
  ],
  mapping: { sampleCode: '样品编号', readings: { response: '吸光度(Abs)' } },
  source: 'saved',
  readingKeys: ['response', 'blankConc', 'solutionVolume', 'dilution', 'standardVolume', 'spikeAdded'],
};

describe('InstrumentImportDialog (导入仪器数据)', () => {
  const { api, ui } = pageHarness(() => ({
    [`POST ${URL}/preview`]: PREVIEW,
    [`POST ${URL}`]: { updated: 2, unmatched: ['QC-X'], message: '已导入2个样品的读数，1个样品编号未匹配：QC-X' },
  }));

  const renderDialog = (props: { reasonRequired?: boolean; onImported?: jest.Mock } = {}) =>
    render(
      <AntdApp>
        <InstrumentImportDialog open batchId={9} onClose={jest.fn()} {...props} />
      </AntdApp>,
    );
  const choose = (file: File) => fireEvent.change(document.querySelector('[data-testid="instrument-import"] input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
  const sent = (url: string) => api.calls(`POST ${url}`).filter((c) => c.url === url).map((c) => c.init.body as FormData);

  it('previews the columns with the saved mapping pre-filled per reading, lets it be changed, imports and shows updated and unmatched', async () => {
    const onImported = jest.fn();
    renderDialog({ onImported });
    choose(new File(['样品编号,吸光度(Abs)\n'], 'AA7000.csv'));
    const table = await screen.findByTestId('instrument-import-preview');
    expect(within(table).getByRole('columnheader', { name: '吸光度(Abs)' })).toBeInTheDocument();
    expect(within(table).getByText('XM-2026-0001-T2')).toBeInTheDocument();
    expect(screen.getByTestId('instrument-import-source')).toHaveTextContent('已按「该仪器上次使用的对应关系」预填，可修改');
    expect(sent(`${URL}/preview`)[0].get('file')).toEqual(expect.objectContaining({ name: 'AA7000.csv' }));
    // one row per reading of the family, labelled as the record names them; the saved choice shown
    expect(within(screen.getByTestId('mapping-sampleCode')).getByText('样品编号')).toBeInTheDocument();
    expect(within(screen.getByTestId('mapping-response')).getByText('仪器响应值 y')).toBeInTheDocument();
    expect(within(screen.getByTestId('mapping-response')).getByText('吸光度(Abs)')).toBeInTheDocument();
    expect(within(screen.getByTestId('mapping-solutionVolume')).getByText('样品溶液体积 V（mL）')).toBeInTheDocument();

    await pickOption(screen.getByTestId('mapping-dilution'), '倍数');
    fireEvent.click(screen.getByTestId('instrument-import-run'));
    const result = await screen.findByTestId('instrument-import-result');
    expect(result).toHaveTextContent('导入完成：已更新 2 个样品的读数');
    expect(within(result).getByTestId('instrument-import-unmatched')).toHaveTextContent('QC-X');
    const [body] = sent(URL);
    expect(JSON.parse(String(body.get('mapping')))).toEqual({ sampleCode: '样品编号', readings: { response: '吸光度(Abs)', dilution: '倍数' } });
    expect(body.get('reason')).toBeNull();
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ updated: 2, unmatched: ['QC-X'] }));
  });

  it('asks for the reason once the batch was submitted, and sends it', async () => {
    renderDialog({ reasonRequired: true });
    choose(new File(['x'], 'AA7000.csv'));
    await screen.findByTestId('instrument-import-preview');
    fireEvent.click(screen.getByTestId('instrument-import-run'));
    expect(await screen.findByTestId('instrument-import-problem')).toHaveTextContent('请填写修改原因');
    expect(sent(URL)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('instrument-import-reason'), { target: { value: '重新导入仪器数据' } });
    fireEvent.click(screen.getByTestId('instrument-import-run'));
    await screen.findByTestId('instrument-import-result');
    expect(sent(URL)[0].get('reason')).toBe('重新导入仪器数据');
  });

  it('refuses a file of another type before sending it, and shows the server’s refusal of a file it cannot read', async () => {
    renderDialog();
    choose(new File(['%PDF'], '谱图.pdf'));
    expect(await screen.findByTestId('instrument-import-problem')).toHaveTextContent('只能导入csv、txt、xlsx或xls格式的仪器数据');
    expect(sent(`${URL}/preview`)).toHaveLength(0);
    api.answerWith(() => ({ '*': json(400, { status: 400, message: '文件中没有找到表头（样品编号和读数的列名）' }) }));
    choose(new File(['\n'], 'blank.csv'));
    await waitFor(() => expect(ui.error).toHaveBeenCalledWith('文件中没有找到表头（样品编号和读数的列名）', expect.anything()));
    expect(screen.queryByTestId('instrument-import-preview')).toBeNull();
    expect(screen.getByTestId('instrument-import-run')).toBeDisabled();
  });
});

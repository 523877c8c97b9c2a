import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { INSTRUMENT_MAPPING_SOURCE_LABELS, type InstrumentColumnMapping, type InstrumentImportPreview, type InstrumentImportResult } from '@ohit/contracts';
import { DIALOG_WIDTHS, isLabReadingKey, LAB_READINGS } from '@ohit/domain';
import { instrumentImportApi } from './instrument-import-api';
import { IMPORT_TEXT as T } from './import-text';

const ACCEPT = ['csv', 'txt', 'xlsx', 'xls'];
const MAX_BYTES = 20 * 1024 * 1024;

const readingLabel = (key: string) => {
  if (!isLabReadingKey(key)) return key;
  const { label, unit } = LAB_READINGS[key];
  return unit ? `${label}（${unit}）` : label;
};

export interface InstrumentImportDialogProps {
  open: boolean;
  /** The batch (LAB_BATCH row id) whose items receive the readings. */
  batchId: number;
  /** The batch was submitted before: every change needs a reason (the page knows its recordVersion). */
  reasonRequired?: boolean;
  onClose(): void;
  /** After an import that reached the server: the page reloads its items. */
  onImported?(result: InstrumentImportResult): void;
}

/**
 * 导入仪器数据: choose an instrument's export, see the columns the server found and the mapping of
 * the batch family's readings it proposes (the instrument's saved one, else a built-in GC or AAS
 * layout), adjust it, import (with a reason once the batch was submitted), and see what was updated
 * and which sample codes matched nothing.
 */
export function InstrumentImportDialog({ open, batchId, reasonRequired, onClose, onImported }: InstrumentImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<InstrumentImportPreview | null>(null);
  const [mapping, setMapping] = useState<InstrumentColumnMapping>({ sampleCode: '', readings: {} });
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<InstrumentImportResult | null>(null);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setMapping({ sampleCode: '', readings: {} });
    setProblem(null);
    setResult(null);
  };
  const close = () => {
    reset();
    setReason('');
    onClose();
  };

  const choose = async (chosen: File) => {
    reset();
    const ext = (/\.([A-Za-z0-9]+)$/.exec(chosen.name)?.[1] ?? '').toLowerCase();
    if (!ACCEPT.includes(ext)) return setProblem(T.wrongType);
    if (chosen.size > MAX_BYTES) return setProblem(T.tooLarge);
    setFile(chosen);
    setBusy(true);
    try {
      const found = await instrumentImportApi.preview(batchId, chosen);
      setPreview(found);
      setMapping(found.mapping);
    } catch {
      setFile(null); // the request layer has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  const chosenReadings = Object.fromEntries(Object.entries(mapping.readings).filter(([, column]) => !!column));
  const check = (): string | null => {
    if (!mapping.sampleCode) return T.sampleCodeMissing;
    if (!Object.keys(chosenReadings).length) return T.readingsMissing;
    if (reasonRequired && !reason.trim()) return T.reasonMissing;
    return null;
  };

  const run = async () => {
    const refusal = check();
    setProblem(refusal);
    if (refusal || !file) return;
    setBusy(true);
    try {
      const answer = await instrumentImportApi.run(batchId, file, { sampleCode: mapping.sampleCode, readings: chosenReadings }, reason.trim() || undefined);
      setResult(answer);
      onImported?.(answer);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const columnOptions = (preview?.columns ?? []).filter(Boolean).map((c) => ({ value: c, label: c }));
  const footer = result
    ? [
        <Button key="again" onClick={reset}>
          {T.again}
        </Button>,
        <Button key="close" type="primary" onClick={close}>
          {T.close}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          {T.cancel}
        </Button>,
        <Button key="import" type="primary" loading={busy} disabled={!preview} onClick={() => void run()} data-testid="instrument-import-run">
          {T.import}
        </Button>,
      ];

  return (
    <Modal title={T.title} open={open} onCancel={close} width={DIALOG_WIDTHS.medium} footer={footer} destroyOnHidden>
      <div data-testid="instrument-import">
        {!result && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Upload accept={ACCEPT.map((e) => `.${e}`).join(',')} showUploadList={false} maxCount={1} beforeUpload={(f) => (void choose(f as File), false)}>
              <Button icon={<UploadOutlined />} loading={busy && !preview}>
                {T.choose}
              </Button>
            </Upload>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {file ? file.name : T.hint}
            </Typography.Text>
          </Space>
        )}
        {problem && <Alert type="error" showIcon message={problem} style={{ marginTop: 12 }} data-testid="instrument-import-problem" />}
        {preview && !result && (
          <>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {T.columns}
            </Typography.Title>
            <Table
              size="small"
              pagination={false}
              scroll={{ x: true }}
              data-testid="instrument-import-preview"
              rowKey={(_, i) => String(i)}
              columns={preview.columns.map((c, i) => ({ title: c || `#${i + 1}`, dataIndex: i, key: String(i) }))}
              dataSource={preview.rows.map((r) => Object.fromEntries(r.map((v, i) => [i, v])))}
            />
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {T.mapping}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="instrument-import-source">
              {T.source(INSTRUMENT_MAPPING_SOURCE_LABELS[preview.source])}
            </Typography.Text>
            <Form layout="horizontal" labelCol={{ span: 8 }} wrapperCol={{ span: 14 }} style={{ marginTop: 8 }}>
              <Form.Item label={T.sampleCode} required data-testid="mapping-sampleCode">
                <Select value={mapping.sampleCode || undefined} options={columnOptions} placeholder={T.sampleCodeMissing} onChange={(v: string) => setMapping((m) => ({ ...m, sampleCode: v }))} />
              </Form.Item>
              {preview.readingKeys.map((key) => (
                <Form.Item key={key} label={readingLabel(key)} data-testid={`mapping-${key}`}>
                  <Select
                    allowClear
                    value={mapping.readings[key] || undefined}
                    placeholder={T.noColumn}
                    options={columnOptions}
                    onChange={(v?: string) => setMapping((m) => ({ ...m, readings: { ...m.readings, [key]: v ?? '' } }))}
                  />
                </Form.Item>
              ))}
              <Form.Item label={T.reason} required={reasonRequired}>
                <Input.TextArea rows={2} maxLength={500} value={reason} placeholder={reasonRequired ? T.reasonPlaceholder : undefined} onChange={(e) => setReason(e.target.value)} data-testid="instrument-import-reason" />
              </Form.Item>
            </Form>
          </>
        )}
        {result && (
          <Alert
            type={result.unmatched.length ? 'warning' : 'success'}
            showIcon
            data-testid="instrument-import-result"
            message={`${T.done}：${T.updated(result.updated)}`}
            description={
              <>
                <div>{result.message}</div>
                {result.unmatched.length > 0 && (
                  <div style={{ marginTop: 8 }}>
                    {T.unmatched}
                    {result.unmatched.map((code) => (
                      <Tag key={code} color="orange" data-testid="instrument-import-unmatched">
                        {code}
                      </Tag>
                    ))}
                  </div>
                )}
              </>
            }
          />
        )}
      </div>
    </Modal>
  );
}

export default InstrumentImportDialog;

import { Descriptions, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { LAB_BATCH, SAMPLE_ORIGIN_OPTIONS, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { StateTag } from '../../resources/detail/StateTag';
import { familyLabel } from './lab-family';
import type { BatchWorkspace } from './use-batch-workspace';

const text = (v: unknown) => (v === null || v === undefined || v === '' ? '' : String(v));

/** 质控: the stored verdict once submitted (偏离已批准 when the quality role let a failure through), else the live one. */
export function QcTag({ ws }: { ws: BatchWorkspace }) {
  const row = ws.stored;
  if (!row) return null;
  if (row.qcPassed === true) return <Tag color="success" data-testid="batch-qc">{t('laboratory.qcPassed')}</Tag>;
  if (row.qcPassed === false) {
    return (
      <Tag color={row.deviationApprovedBy ? 'gold' : 'error'} data-testid="batch-qc">
        {row.deviationApprovedBy ? t('laboratory.deviationApproved') : t('laboratory.qcFailed')}
      </Tag>
    );
  }
  const live = ws.live?.result;
  if (!live) return null;
  return (
    <Tag color={live.qcPassed ? 'success' : 'error'} data-testid="batch-qc">
      {live.qcPassed ? t('laboratory.qcPassedLive') : t('laboratory.qcFailedLive')}
    </Tag>
  );
}

/** The instrument and the last day it may be used (red once past the analysis date). */
function Instrument({ row }: { row: ResourceRow }) {
  const until = text(row.instrumentUsableUntil);
  const lapsed = until !== '' && text(row.analysisDate) !== '' && dayjs(until).isBefore(dayjs(text(row.analysisDate)));
  return (
    <Space size={4} wrap>
      <span>{[text(row.instrumentName), text(row.instrumentCode) ? `（${text(row.instrumentCode)}）` : ''].join('')}</span>
      {until && (
        <Typography.Text type={lapsed ? 'danger' : 'secondary'} data-testid="instrument-until">
          {t('laboratory.usableUntil', { date: until })}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * The batch's header: its code, family, state and QC verdict; the method with its standard, the
 * instrument with its 可用至, the analysis date and the people who analysed, checked and verified.
 */
export function BatchHeader({ ws }: { ws: BatchWorkspace }) {
  const row = ws.stored;
  if (!row) return null;
  const origin = SAMPLE_ORIGIN_OPTIONS.find((o) => o.value === row.origin)?.label ?? '';
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Space align="center" wrap>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="detail-title">
          {text(row.code)}
        </Typography.Title>
        <Tag color="blue" data-testid="batch-family">
          {familyLabel(row.family)}
        </Tag>
        {row.origin === 'incoming' && <Tag>{origin}</Tag>}
        <StateTag decl={LAB_BATCH} row={row} />
        <QcTag ws={ws} />
      </Space>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="batch-header">
        <Descriptions.Item label={t('laboratory.method')}>
          {text(row.methodName)}
          {text(row.standardNo) && <Typography.Text type="secondary">{`（${text(row.standardNo)}）`}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={t('laboratory.hazard')}>{text(row.hazard)}</Descriptions.Item>
        <Descriptions.Item label={t('laboratory.instrument')}>
          <Instrument row={row} />
        </Descriptions.Item>
        <Descriptions.Item label={t('laboratory.analysisDate')}>{text(row.analysisDate)}</Descriptions.Item>
        <Descriptions.Item label={t('laboratory.analyst')}>{text(row.analystName)}</Descriptions.Item>
        <Descriptions.Item label={t('laboratory.checker')}>{text(row.checkerName)}</Descriptions.Item>
        <Descriptions.Item label={t('laboratory.verifier')}>{text(row.verifierName)}</Descriptions.Item>
        <Descriptions.Item label={t('laboratory.sampleCount')}>{text(row.sampleCount)}</Descriptions.Item>
        {row.deviationReason ? <Descriptions.Item label={t('laboratory.deviationReason')}>{text(row.deviationReason)}</Descriptions.Item> : null}
      </Descriptions>
    </Space>
  );
}

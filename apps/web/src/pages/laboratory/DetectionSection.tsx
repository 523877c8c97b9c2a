import { useMemo } from 'react';
import { Descriptions, Space, Typography } from 'antd';
import { t } from '../../i18n';
import { BatchFieldsForm } from './BatchFieldsForm';
import { plainDecimal } from './lab-family';
import type { BatchWorkspace } from './use-batch-workspace';
import type { ReasonGate } from './use-reason-gate';

/**
 * 检出限: the batch's detection limit and minimum detectable concentration (组批 copied the method's;
 * the analyst may enter what this run achieved), and for sorbent tubes the desorption efficiency —
 * each feeds the live results at once.
 */
export function DetectionSection({ ws, gate }: { ws: BatchWorkspace; gate: ReasonGate }) {
  const desorption = ws.family?.qc.includes('desorption') ?? false;
  const names = useMemo(() => ['detectionLimit', 'minDetectableConc', ...(desorption ? ['desorptionEfficiency'] : [])], [desorption]);
  const method = ws.method;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {method && (
        <Descriptions size="small" column={{ xs: 1, sm: 3 }} title={<Typography.Text type="secondary">{t('laboratory.methodLimits')}</Typography.Text>}>
          <Descriptions.Item label={t('laboratory.detectionLimit')}>{plainDecimal(method.detectionLimit)}</Descriptions.Item>
          <Descriptions.Item label={t('laboratory.minDetectableConc')}>{plainDecimal(method.minDetectableConc)}</Descriptions.Item>
          <Descriptions.Item label={t('laboratory.reportDecimals')}>{String(method.reportDecimals ?? '')}</Descriptions.Item>
        </Descriptions>
      )}
      <BatchFieldsForm ws={ws} gate={gate} names={names} title={t('laboratory.saveDetection')} testId="batch-detection" />
    </Space>
  );
}

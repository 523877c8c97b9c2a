import { Tag } from 'antd';
import { LAB_BATCH, machineOf } from '@ohit/contracts';
import { t } from '../../i18n';
import type { CellRenderers } from '../../resources/resource-columns';
import { stateColor } from '../../resources/detail/StateTag';

/** The batch lists' cells: the state as the analysis machine's tag; QC as 合格 / 不合格 (偏离已批准). */
export const LAB_BATCH_CELLS: CellRenderers = {
  state: (value) =>
    value && LAB_BATCH.workflow ? (
      <Tag color={stateColor(LAB_BATCH, String(value))} data-testid="batch-state" data-state={String(value)} style={{ marginInlineEnd: 0 }}>
        {machineOf(LAB_BATCH.workflow).stateLabel(String(value))}
      </Tag>
    ) : null,
  qcPassed: (value, row) => {
    if (value === null || value === undefined) return null;
    if (value === true) return <Tag color="success">{t('laboratory.passed')}</Tag>;
    return <Tag color={row.deviationApprovedBy ? 'gold' : 'error'}>{row.deviationApprovedBy ? t('laboratory.deviationApproved') : t('laboratory.failed')}</Tag>;
  },
};

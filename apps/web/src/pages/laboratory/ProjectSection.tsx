import { Card, Space, Table, Tag } from 'antd';
import type { ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { itemLabel } from './batch-input';
import { BatchFieldsForm } from './BatchFieldsForm';
import { kindLabel } from './QcItemDialog';
import type { BatchWorkspace } from './use-batch-workspace';
import type { ReasonGate } from './use-reason-gate';

/** The batch's conditions the analyst records: instrument, date, room temperature and humidity, remark. */
export const CONDITION_FIELDS = ['instrument', 'analysisDate', 'envTemperature', 'envHumidity', 'remark'] as const;

/** How 组批 joined the projects' names. */
const PROJECT_SEPARATOR = '、';

/**
 * 项目信息: the projects the batch's samples come from, its samples (and QC samples) with their
 * hazard, and the analysis conditions — the instrument (usable on the date, the server checks),
 * the date, the room's temperature and humidity.
 */
export function ProjectSection({ ws, gate }: { ws: BatchWorkspace; gate: ReasonGate }) {
  const projects = String(ws.stored?.projectNames ?? '')
    .split(PROJECT_SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={t('laboratory.projects')}>
        <Space wrap data-testid="batch-projects">
          {projects.length > 0 ? projects.map((p) => <Tag key={p}>{p}</Tag>) : t('laboratory.noProject')}
        </Space>
      </Card>
      <Card size="small" title={t('laboratory.batchSamples')}>
        <Table<ResourceRow>
          rowKey="id"
          size="small"
          pagination={false}
          loading={ws.items === null}
          dataSource={ws.items ?? []}
          data-testid="batch-samples"
          columns={[
            { key: 'code', title: t('laboratory.sampleCode'), render: (_, item) => itemLabel(item) },
            { key: 'kind', title: t('laboratory.qcKind'), width: 110, render: (_, item) => kindLabel(item.kind ?? 'sample') },
            { key: 'hazard', title: t('laboratory.hazard'), render: (_, item) => String(item.sampleHazard ?? ws.stored?.hazard ?? '') },
            { key: 'result', title: t('laboratory.storedResult'), width: 120, render: (_, item) => String(item.resultText ?? '') },
          ]}
        />
      </Card>
      <Card size="small" title={t('laboratory.conditions')}>
        <BatchFieldsForm ws={ws} gate={gate} names={CONDITION_FIELDS} title={t('laboratory.saveConditions')} testId="batch-conditions" />
      </Card>
    </Space>
  );
}

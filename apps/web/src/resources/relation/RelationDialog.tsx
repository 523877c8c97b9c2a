import { Form, Modal, Select } from 'antd';
import type { ResourceDeclaration, ResourceRow } from '@ohit/contracts';
import { DIALOG_WIDTHS } from '@ohit/domain';
import { t } from '../../i18n';
import type { ResourceApi } from '../resource-api';
import { HazardSelect } from './HazardSelect';
import { PHYSICAL_AGENT_OPTIONS } from './physical-agents';
import { ProjectSelect } from './ProjectSelect';
import { relationPayload, type RelationFormValues } from './relation-payload';
import { useRelationSend } from './use-relation-send';

export interface RelationDialogProps {
  decl: ResourceDeclaration;
  api: ResourceApi;
  row: ResourceRow;
  /** `changed`: the server answered code '200'. */
  onClose: (changed: boolean) => void;
}

/**
 * 关联 (spec §2 row menu, after '确定关联本条数据吗?'): an 800px dialog choosing the project
 * (required unless a physical factor is chosen), the GBZ 2.2 physical factor, the GBZ 2.1
 * hazards and the blank samples; sends the spec §3 relation payload and shows the answer's
 * message as a success on code '200', as an error otherwise (spec §8).
 */
export function RelationDialog({ decl, api, row, onClose }: RelationDialogProps) {
  const [form] = Form.useForm<RelationFormValues>();
  const { sending, send } = useRelationSend(onClose, t('resourceRelation.relateSuccess'));

  const submit = async () => {
    let values: RelationFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    await send(() => api.relation(relationPayload([row.id], values)));
  };

  return (
    <Modal
      open
      title={t('resourceRelation.relateTitle', { title: decl.title })}
      width={DIALOG_WIDTHS.medium}
      okText={t('resourceList.ok')}
      cancelText={t('resourceList.cancel')}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      maskClosable={false}
      destroyOnHidden
      data-testid="relation-dialog"
    >
      <Form form={form} name={`${decl.name}-relation`} layout="horizontal" labelCol={{ span: 4 }} initialValues={{ hazardNames: [], blkSampleIds: [] }}>
        <Form.Item
          name="projectId"
          label={t('resourceRelation.project')}
          dependencies={['phyId']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value || getFieldValue('phyId')) return;
                throw new Error(t('resourceRelation.projectRequired'));
              },
            }),
          ]}
        >
          <ProjectSelect organizationId={typeof row.organizationId === 'number' ? row.organizationId : undefined} />
        </Form.Item>
        <Form.Item name="phyId" label={t('resourceRelation.physicalFactor')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={[...PHYSICAL_AGENT_OPTIONS]}
            placeholder={t('resourceRelation.physicalFactorPlaceholder')}
            aria-label={t('resourceRelation.physicalFactor')}
            data-testid="relation-physical"
          />
        </Form.Item>
        <Form.Item name="hazardNames" label={t('resourceRelation.hazards')}>
          <HazardSelect />
        </Form.Item>
        <Form.Item name="blkSampleIds" label={t('resourceRelation.blankSamples')}>
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', '，', ' ', ';', '；']}
            placeholder={t('resourceRelation.blankSamplesPlaceholder')}
            aria-label={t('resourceRelation.blankSamples')}
            data-testid="relation-blank-samples"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

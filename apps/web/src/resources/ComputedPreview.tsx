import { Col, Form, type FormInstance, Typography } from 'antd';
import { computeFields, type ResourceDeclaration } from '@ohit/contracts';
import { toPayload } from './form-model';

interface Props {
  decl: ResourceDeclaration;
  form: FormInstance<Record<string, unknown>>;
  record: Record<string, unknown> | null;
  span: number;
}

/**
 * The declaration's computed fields, previewed live as the form changes with the same
 * @ohit/domain function the server stores them with (e.g. 下次检测到期 from 职业病危害风险分类 and
 * the last periodic detection). Read-only: the server recomputes on save.
 */
export function ComputedPreview({ decl, form, record, span }: Props) {
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  const computed = decl.fields.filter((f) => f.computed);
  if (computed.length === 0) return null;
  const preview = computeFields(decl, { ...(record ?? {}), ...toPayload(decl, values ?? {}) });
  return (
    <>
      {computed.map((f) => (
        <Col key={f.name} span={span}>
          <Form.Item label={f.label} tooltip="根据其他字段自动计算，保存时由系统重新计算">
            <Typography.Text data-testid={`computed-${f.name}`}>{preview[f.name] === null || preview[f.name] === undefined ? '—' : String(preview[f.name])}</Typography.Text>
          </Form.Item>
        </Col>
      ))}
    </>
  );
}

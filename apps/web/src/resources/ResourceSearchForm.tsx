import { memo } from 'react';
import { Button, Form, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { ResourceDeclaration } from '@ohit/contracts';
import { t } from '../i18n';
import { SearchInput, useFieldOptions } from './field-inputs';
import { searchFields, type SearchValues } from './search-params';

/**
 * The search form of spec §2: one input per searchable field (by its search mode), search and
 * reset (back to the screen's initial search, when it has one); the fields a screen fixes (`fixed`)
 * are not offered. Folded away (`open` false) it stays
 * mounted, so the typed values survive. Memoised: a new page of rows does not re-render the inputs.
 */
export const ResourceSearchForm = memo(function ResourceSearchForm({
  decl,
  onSearch,
  open = true,
  initialValues,
  fixed,
}: {
  decl: ResourceDeclaration;
  onSearch: (values: SearchValues) => void;
  open?: boolean;
  initialValues?: SearchValues;
  /** Field names the screen's fixed filter sets (a stable array). */
  fixed?: readonly string[];
}) {
  const [form] = Form.useForm<SearchValues>();
  const optionsOf = useFieldOptions(decl);
  const fields = searchFields(decl, fixed);
  if (fields.length === 0) return null;

  return (
    <Form
      form={form}
      name={`${decl.name}-search`}
      layout="inline"
      initialValues={initialValues}
      style={{ marginBottom: 12, rowGap: 8, display: open ? undefined : 'none' }}
      onFinish={onSearch}
      data-testid="resource-search"
    >
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name}>
          <SearchInput field={f} options={optionsOf(f)} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('resourceList.search')}</Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch(initialValues ?? {});
            }}
          >
            {t('resourceList.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
});

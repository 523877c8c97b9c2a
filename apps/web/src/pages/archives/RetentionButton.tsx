import { App, Button, Form, InputNumber, Typography } from 'antd';
import { FieldTimeOutlined } from '@ant-design/icons';
import { ARCHIVE_RETENTION_MAX_YEARS, ARCHIVE_RETENTION_MIN_YEARS } from '@ohit/domain';
import { t } from '../../i18n';
import { FormDialog, useFormDialog } from '../../ui/form-dialog';
import { archiveApi } from './archive-api';

interface RetentionForm {
  years: number;
}

/** 保存年限 on the archive list: the organisation's retention years (at least the agreement's 10), read when opened. */
export function RetentionButton() {
  const { message } = App.useApp();
  const dialog = useFormDialog<RetentionForm>();
  const open = async () => {
    try {
      const current = await archiveApi.retention();
      dialog.show(true, { years: current.years });
    } catch {
      // the request layer has shown why
    }
  };
  return (
    <>
      <Button icon={<FieldTimeOutlined />} onClick={() => void open()} data-testid="archive-retention">
        {t('archive.retention')}
      </Button>
      <FormDialog<RetentionForm, true>
        dialog={dialog}
        title={t('archive.retentionTitle')}
        onSubmit={async ({ years }) => {
          await archiveApi.saveRetention(years);
          message.success(t('archive.retentionSaved'));
        }}
      >
        <Form.Item
          name="years"
          label={t('archive.retentionYears')}
          rules={[{ required: true, type: 'integer', min: ARCHIVE_RETENTION_MIN_YEARS, max: ARCHIVE_RETENTION_MAX_YEARS, message: t('archive.retentionHint') }]}
        >
          <InputNumber min={ARCHIVE_RETENTION_MIN_YEARS} max={ARCHIVE_RETENTION_MAX_YEARS} precision={0} style={{ width: 160 }} data-testid="archive-retention-years" />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('archive.retentionHint')}
        </Typography.Paragraph>
      </FormDialog>
    </>
  );
}

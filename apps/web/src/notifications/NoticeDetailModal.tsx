import { Form, Input, Modal, Tag } from 'antd';
import { MESSAGE_CATEGORY_LABELS, MESSAGE_PRIORITY_LABELS, NOTIFICATION_DIALOG_WIDTH, type MessageCategory, type MessagePriority } from '@ohit/domain';
import { t } from '../i18n';
import type { SendRecord } from './api';
import { safeHtml } from '../ui/rich-text/safe-html';

const priorityColor: Record<number, string> = { 0: 'default', 1: 'orange', 2: 'red' };

export function CategoryTag({ value }: { value: unknown }) {
  const label = MESSAGE_CATEGORY_LABELS[Number(value) as MessageCategory];
  return label ? <Tag color={Number(value) === 2 ? 'purple' : 'blue'}>{label}</Tag> : <>{String(value ?? '')}</>;
}

export function PriorityTag({ value }: { value: unknown }) {
  const label = MESSAGE_PRIORITY_LABELS[Number(value) as MessagePriority];
  return label ? <Tag color={priorityColor[Number(value)]}>{label}</Tag> : <>{String(value ?? '')}</>;
}

/** The 800px detail dialog of spec §2: title, abstract, sender and content (a form without rules). */
export function NoticeDetailModal({ record, onClose }: { record: SendRecord | null; onClose: () => void }) {
  return (
    <Modal
      open={!!record}
      width={NOTIFICATION_DIALOG_WIDTH}
      title={t('notice.detailTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {record && (
        <Form layout="horizontal" labelCol={{ flex: '80px' }} data-testid="notice-detail">
          <Form.Item label={t('notice.title')}>
            <Input value={record.titile ?? ''} readOnly />
          </Form.Item>
          <Form.Item label={t('notice.abstract')}>
            <Input.TextArea value={record.msgAbstract ?? ''} readOnly autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
          <Form.Item label={t('notice.sender')}>
            <Input value={record.senderName ?? ''} readOnly />
          </Form.Item>
          <Form.Item label={t('notice.content')}>
            <div
              className="notice-content"
              style={{ minHeight: 120, maxHeight: 420, overflow: 'auto', padding: '4px 11px', border: '1px solid #d9d9d9', borderRadius: 6 }}
              dangerouslySetInnerHTML={{ __html: safeHtml(record.msgContent) }}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

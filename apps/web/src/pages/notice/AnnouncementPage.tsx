import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Radio, Select, Space, Table, Tag } from 'antd';
import { EyeOutlined, SendOutlined } from '@ant-design/icons';
import { DIALOG_WIDTHS, MESSAGE_CATEGORY_LABELS, MESSAGE_PRIORITY_LABELS } from '@ohit/domain';
import { t } from '../../i18n';
import { http } from '../../http/request';
import { readPage } from '../../providers/data-provider';
import { Permission } from '../../permission/Permission';
import { CategoryTag, NoticeDetailModal, PriorityTag } from '../../notifications/NoticeDetailModal';
import { RichTextEditor } from '../../ui/rich-text/RichTextEditor';
import type { SendRecord } from '../../notifications/api';
import { DeleteRowButton, formatDate, pager, Toolbar } from '../system/common';
import { usePagedList } from '../dict/admin-helpers';
import { FormDialog, useFormDialog } from '../../ui/form-dialog';

interface AnnouncementRow {
  id: number;
  titile: string;
  msgAbstract: string | null;
  msgContent: string;
  msgCategory: 1 | 2;
  priority: 0 | 1 | 2;
  senderName: string;
  sendStatus: number;
  sendTime: string | null;
  recipients: number;
  readCount: number;
  createTime: string;
}

export interface SendForm {
  titile: string;
  msgAbstract?: string;
  msgContent: string;
  msgCategory: 1 | 2;
  priority: 0 | 1 | 2;
  userIds?: number[];
  roleIds?: number[];
  organizationIds?: number[];
}

type Option = { value: number; label: string };

/** Options of a recipients select (first 1000 rows of the list). */
function useOptions(path: string, label: (r: Record<string, unknown>) => string, enabled: boolean) {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    http
      .get<unknown>(path, { page: 0, size: 1000, sort: 'id,asc' }, { purpose: 'list', silent: true })
      .then((raw) => alive && setOptions(readPage<Record<string, unknown>>(raw).data.map((r) => ({ value: Number(r.id), label: label(r) }))))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, enabled]);
  return options;
}

/** The body of POST api/ohitAnnouncement/send (empty recipient lists left out). */
export function sendBody(v: SendForm): SendForm {
  const body: SendForm = { titile: v.titile.trim(), msgAbstract: v.msgAbstract?.trim() ?? '', msgContent: v.msgContent, msgCategory: v.msgCategory, priority: v.priority };
  if (v.userIds?.length) body.userIds = v.userIds;
  if (v.roleIds?.length) body.roleIds = v.roleIds;
  if (v.organizationIds?.length) body.organizationIds = v.organizationIds;
  return body;
}

/** Announcements: write one and send it to users, roles or whole organisations; list and delete. */
export default function AnnouncementPage() {
  const { message } = App.useApp();
  const [blurry, setBlurry] = useState('');
  const list = usePagedList<AnnouncementRow>('api/ohitAnnouncement', { blurry, sort: 'id,desc' });
  const dialog = useFormDialog<SendForm>();
  const open = dialog.subject !== null;
  const [detail, setDetail] = useState<AnnouncementRow | null>(null);
  const users = useOptions('api/users', (r) => `${r.nickName || r.username}（${r.username}）`, open);
  const roles = useOptions('api/roles', (r) => String(r.name), open);
  const orgs = useOptions('api/organization', (r) => String(r.name), open);

  const send = async (values: SendForm) => {
    if (!values.userIds?.length && !values.roleIds?.length && !values.organizationIds?.length) {
      void message.warning(t('announcement.recipientsRequired'));
      return false;
    }
    await http.post('api/ohitAnnouncement/send', sendBody(values));
    void message.success(t('announcement.sendSuccess'));
  };

  return (
    <>
      <Toolbar>
        <Input.Search allowClear placeholder={t('common.keywordPlaceholder')} onSearch={setBlurry} style={{ maxWidth: 240 }} />
        <Permission codes={['announcement:send', 'announcement:add']}>
          <Button
            type="primary"
            icon={<SendOutlined />}
            data-testid="write-announcement"
            onClick={() => dialog.show(true)}
          >
            {t('announcement.write')}
          </Button>
        </Permission>
      </Toolbar>
      <Table<AnnouncementRow>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={pager(list.pagination)}
        columns={[
          { title: t('notice.title'), dataIndex: 'titile', ellipsis: true },
          { title: t('notice.category'), dataIndex: 'msgCategory', width: 110, render: (v) => <CategoryTag value={v} /> },
          { title: t('notice.priority'), dataIndex: 'priority', width: 90, render: (v) => <PriorityTag value={v} /> },
          { title: t('notice.sender'), dataIndex: 'senderName', width: 120 },
          {
            title: t('announcement.sendStatus'),
            dataIndex: 'sendStatus',
            width: 100,
            render: (v) => (Number(v) === 1 ? <Tag color="green">{t('announcement.sent')}</Tag> : <Tag>{t('announcement.draft')}</Tag>),
          },
          { title: t('announcement.recipients'), key: 'recipients', width: 110, render: (_, r) => `${r.readCount ?? 0} / ${r.recipients ?? 0}` },
          { title: t('notice.sendTime'), dataIndex: 'sendTime', width: 170, render: (v, r) => formatDate(v || r.createTime, true) },
          {
            title: t('common.operation'),
            key: 'op',
            width: 100,
            render: (_, r) => (
              <Space>
                <Button size="small" icon={<EyeOutlined />} aria-label={t('notice.detailTitle')} onClick={() => setDetail(r)} />
                <DeleteRowButton codes={['announcement:del']} url="api/ohitAnnouncement" id={r.id} onDeleted={() => list.afterDelete(1)} />
              </Space>
            ),
          },
        ]}
      />
      <FormDialog
        dialog={dialog}
        width={DIALOG_WIDTHS.large}
        title={t('announcement.write')}
        okText={t('announcement.send')}
        maskClosable={false}
        initialValues={{ msgCategory: 1, priority: 0 }}
        onSubmit={send}
        onSaved={() => void list.reload()}
      >
        <Form.Item name="titile" label={t('notice.title')} rules={[{ required: true, whitespace: true, message: t('announcement.titleRequired') }, { max: 200 }]}>
          <Input data-testid="announcement-title" />
        </Form.Item>
        <Form.Item name="msgAbstract" label={t('notice.abstract')} rules={[{ max: 500 }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
        <Form.Item name="msgCategory" label={t('notice.category')}>
          <Radio.Group options={[1, 2].map((v) => ({ value: v, label: MESSAGE_CATEGORY_LABELS[v as 1 | 2] }))} />
        </Form.Item>
        <Form.Item name="priority" label={t('notice.priority')}>
          <Radio.Group options={[0, 1, 2].map((v) => ({ value: v, label: MESSAGE_PRIORITY_LABELS[v as 0 | 1 | 2] }))} />
        </Form.Item>
        <Form.Item name="userIds" label={t('announcement.users')}>
          <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={users} />
        </Form.Item>
        <Form.Item name="roleIds" label={t('announcement.roles')}>
          <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={roles} />
        </Form.Item>
        <Form.Item name="organizationIds" label={t('announcement.organizations')}>
          <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={orgs} />
        </Form.Item>
        <Form.Item name="msgContent" label={t('notice.content')} rules={[{ required: true, message: t('announcement.contentRequired') }]}>
          <RichTextEditor placeholder={t('notice.content')} />
        </Form.Item>
      </FormDialog>
      <NoticeDetailModal record={detail as unknown as SendRecord | null} onClose={() => setDetail(null)} />
    </>
  );
}

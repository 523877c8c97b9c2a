import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Result, Space, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { permissionCodes, type AttachmentSlot, type ChildCollection, type ResourceDeclaration, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { useSession } from '../../session/session-store';
import { resourceApi } from '../resource-api';
import { ResourceDescriptions } from '../ResourceDescriptions';
import { ResourceEditor } from '../ResourceEditor';
import { mayUse } from '../row-actions';
import { useResourceEditor } from '../use-resource-editor';
import { ActionBar } from './ActionBar';
import { AttachmentList } from './AttachmentList';
import { ChildTable } from './ChildTable';
import { detailActions } from './detail-actions';
import { HistoryTimeline } from './HistoryTimeline';
import { ReasonDialog } from './ReasonDialog';
import { StateTag } from './StateTag';
import { useDetailCommand } from './use-detail-command';
import { useDetailRow } from './use-detail-row';

/** What a section of the page gets: the row shown and how to reload it (and its history). */
export interface DetailContext {
  decl: ResourceDeclaration;
  row: ResourceRow;
  reload: () => void;
}

export interface ResourceDetailPageProps {
  decl: ResourceDeclaration;
  /** The row's id (from the route's query); null when the link carries none. */
  id: number | null;
  /** Fields whose values make the title, in order (default: code and name where declared). */
  titleFields?: string[];
  /** Tag colour per workflow state (default: by the state's place in the machine). */
  stateColors?: Record<string, string>;
  /** A child collection's section (default: its ChildTable). */
  renderChild?: (child: ChildCollection, ctx: DetailContext) => ReactNode;
  /** The attachments section (default: the declared slots' AttachmentList). */
  renderAttachments?: (slots: AttachmentSlot[], ctx: DetailContext) => ReactNode;
  /** Beside the title: links to related pages (a project's survey…). */
  renderExtra?: (ctx: DetailContext) => ReactNode;
  /** Sections of the page's own after the declared ones (a project's 检测结果判定). */
  renderSections?: (ctx: DetailContext) => ReactNode;
  /** Actions of the bar the page runs itself (its own dialog) instead of the reason dialog, by event or command name. */
  onAction?: Record<string, (ctx: DetailContext) => void>;
}

const NO_SLOTS = {};

function titleOf(decl: ResourceDeclaration, row: ResourceRow | null, fields?: string[]): string {
  const names = fields ?? ['code', 'name'].filter((n) => decl.fields.some((f) => f.name === n));
  const parts = row ? names.map((n) => row[n]).filter((v) => v !== null && v !== undefined && v !== '').map(String) : [];
  return parts.length > 0 ? parts.join(' ') : decl.title;
}

/**
 * The detail page of any declared resource (kernel mechanism "detail page shell"): a header
 * with the key fields and the workflow state; an action bar with the row's transitions and
 * commands the user may use (reason dialog where asked) and 编辑; the declared fields, a section
 * per child collection and the attachments; and the 历史记录 tab. The row is read through
 * Refine (live: another user's change shows up); after an action or a save the row and its
 * history reload.
 */
export function ResourceDetailPage(props: ResourceDetailPageProps) {
  // one page per row: the kept-alive page of the route may be shown another row's query, and
  // Refine's live subscription (and the history's page) belong to the row they were made for
  return <DetailOfRow key={props.id ?? 'none'} {...props} />;
}

function DetailOfRow({ decl, id, titleFields, stateColors, renderChild, renderAttachments, renderExtra, renderSections, onAction }: ResourceDetailPageProps) {
  const navigate = useNavigate();
  const { roles } = useSession();
  const { row, loading, failed, reload: reloadRow } = useDetailRow(decl, id);
  // actions taken here bump the history's revision even when the row's version does not move
  const [tick, setTick] = useState(0);
  const reload = () => {
    reloadRow();
    setTick((n) => n + 1);
  };
  const api = useMemo(() => resourceApi(decl), [decl]);
  const editor = useResourceEditor(decl, api, NO_SLOTS, reload);
  const command = useDetailCommand(decl, row, reload);
  // an event only the module takes (its own inputs) shows only where this page runs it itself
  const actions = useMemo(
    () => detailActions(decl, row, roles).filter((a) => a.kind !== 'transition' || !decl.workflow?.moduleEvents?.includes(a.name) || !!onAction?.[a.name]),
    [decl, row, roles, onAction],
  );
  const canEdit = mayUse(decl, 'edit', roles);
  const may = (action: string) => checkPermission(roles, permissionCodes(decl, action));
  const childSection =
    renderChild ?? ((child: ChildCollection, c: DetailContext) => <ChildTable decl={decl} child={child} parentId={c.row.id} canEdit={!child.readOnly && may(child.action ?? 'edit')} onChanged={c.reload} />);
  const attachmentSection =
    renderAttachments ?? ((slots: AttachmentSlot[], c: DetailContext) => <AttachmentList decl={decl} slots={slots} parentId={c.row.id} canEdit={may('edit')} onChanged={c.reload} />);

  if (id === null) return <Result status="warning" title={t('resourceDetail.missing')} />;
  if (failed && !row) return <Result status="404" title={t('resourceDetail.notFound')} />;
  const ctx: DetailContext | null = row ? { decl, row, reload } : null;
  const slots = decl.attachments ?? [];

  const details = (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={t('resourceDetail.basic')}>
        <ResourceDescriptions decl={decl} row={row} loading={loading} />
      </Card>
      {(decl.children ?? []).map((child) => (
        <Card key={child.name} size="small" title={child.title} data-testid={`detail-child-${child.name}`}>
          {ctx && childSection(child, ctx)}
        </Card>
      ))}
      {slots.length > 0 && (
        <Card size="small" title={t('resourceDetail.attachments')} data-testid="detail-attachments">
          {ctx && attachmentSection(slots, ctx)}
        </Card>
      )}
      {ctx && renderSections?.(ctx)}
    </Space>
  );

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid={`resource-detail-${decl.name}`}>
      <Space align="center" wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          {t('resourceDetail.back')}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="detail-title">
          {titleOf(decl, row, titleFields)}
        </Typography.Title>
        <StateTag decl={decl} row={row} colors={stateColors} />
        {ctx && renderExtra?.(ctx)}
      </Space>
      {row && (
        <ActionBar
          actions={actions}
          onRun={(a) => {
            const own = onAction?.[a.name];
            if (own && ctx) own(ctx);
            else command.ask(a);
          }}
          onEdit={canEdit ? () => editor.open('edit', row) : undefined}
          onRefresh={reload}
        />
      )}
      <Tabs
        items={[
          { key: 'details', label: t('resourceDetail.detailsTab'), children: details },
          {
            key: 'history',
            label: t('resourceDetail.historyTab'),
            children: <HistoryTimeline decl={decl} id={id} row={row} revision={`${String(row?.version ?? '')}:${tick}`} />,
          },
        ]}
      />
      <ReasonDialog decl={decl} row={row} action={command.asking} running={command.running} onOk={(reason, inputs) => void command.confirm(reason, inputs)} onCancel={command.cancel} />
      <ResourceEditor decl={decl} state={editor.state} form={editor.form} onOk={editor.submit} onCancel={editor.cancel} slots={NO_SLOTS} />
    </Space>
  );
}

export default ResourceDetailPage;

import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { App, Button, Checkbox, Col, Form, Modal, Popconfirm, Popover, Row, Space, Table, Tooltip, Typography, Upload, type FormInstance, type TableColumnsType, type TablePaginationConfig } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  DisconnectOutlined,
  DownloadOutlined,
  EditOutlined,
  LinkOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  SettingOutlined,
  SnippetsOutlined,
  SwapOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { allFields, resourceChannel, type ResourceDeclaration, type ResourceField, type ResourceRow } from '@ohit/contracts';
import { DEFAULT_PAGE_SIZE, DIALOG_WIDTHS, IMPORT_FILE_FORMAT_MESSAGE, PAGE_SIZE_OPTIONS } from '@ohit/domain';
import { t } from '../i18n';
import { jobsStore } from '../jobs/jobs-store';
import { useRealtimeEvent } from '../realtime/realtime';
import { useSession } from '../session/session-store';
import { detailLocation } from './detail-route';
import { EditorStatus, editorReducer, initialEditorState, type EditorKind } from './editor-state';
import { cellText, EditInput, SearchInput, useFieldOptions } from './field-inputs';
import { formFields, rulesFor, toFormValues, toPayload } from './form-model';
import { checkImportFile } from './import-file';
import { pageAfterDelete } from './paging';
import { resourceApi } from './resource-api';
import { mayUse, rowActionsFor, type RowActionKey } from './row-actions';
import { buildSearchParams, searchFields, type SearchValues } from './search-params';

/** Per resource, the last copied row (spec §4 "a buffered copy of the form"). */
const copyBuffers = new Map<string, Record<string, unknown>>();

export interface ResourceListProps {
  declaration: ResourceDeclaration;
  /** Initial sort (default the declaration's, or id,desc). */
  defaultSort?: string[];
  /** Extra inputs of the edit form (custom screens: passwords, roles…). */
  renderFormExtras?: (ctx: { kind: EditorKind; form: FormInstance; record: Record<string, unknown> | null }) => ReactNode;
  /** Row → form values for custom fields (merged over the declared ones). */
  extraFormValues?: (row: Record<string, unknown> | null, kind: EditorKind) => Record<string, unknown>;
  /** Form values → request body additions (merged over the declared payload). */
  extraPayload?: (values: Record<string, unknown>, kind: EditorKind) => Record<string, unknown>;
  /** Columns after the declared ones, before 'operation'. */
  extraColumns?: TableColumnsType<ResourceRow>;
  /** Buttons in the row menu after the declared actions. */
  renderRowExtras?: (row: ResourceRow, reload: () => void) => ReactNode;
  /** Buttons in the toolbar after the declared ones. */
  toolbarExtras?: ReactNode;
  onRowClick?: (row: ResourceRow) => void;
  selectedRowId?: number | null;
  /** Cell renderers replacing the declared text of a column (a switch, a related name…). */
  cellRenderers?: Record<string, (value: unknown, row: ResourceRow, reload: () => void) => ReactNode>;
  /** Form inputs replacing the declared input of a field (a select of related rows…). */
  editInputs?: Record<string, (ctx: { kind: EditorKind; record: Record<string, unknown> | null }) => ReactNode>;
}

function dialogWidth(count: number): number {
  if (count <= 6) return DIALOG_WIDTHS.small;
  if (count <= 12) return DIALOG_WIDTHS.medium;
  return DIALOG_WIDTHS.large;
}

/** Tree rows: `children: []` would show an expander on a leaf. */
function normaliseTree(rows: ResourceRow[]): ResourceRow[] {
  return rows.map((r) => {
    if (!Array.isArray(r.children)) return r;
    if (r.children.length === 0) {
      const { children: _omit, ...rest } = r;
      return rest as ResourceRow;
    }
    return { ...r, children: normaliseTree(r.children) };
  });
}

/**
 * Fields of the list: the declared ones and the system ones. Hand-written (custom) endpoints
 * filter and sort only by what their declaration names, so their system fields are plain columns.
 */
export function listFields(decl: ResourceDeclaration): ResourceField[] {
  if (decl.engine === 'generic') return allFields(decl);
  const own = new Set(decl.fields.map((f) => f.name));
  return [...decl.fields, ...allFields(decl).filter((f) => !own.has(f.name)).map((f) => ({ ...f, searchable: undefined, sortable: false }))];
}

/** Columns the chooser offers: declared and system fields except the technical ones. */
function columnFields(decl: ResourceDeclaration): ResourceField[] {
  return listFields(decl).filter((f) => f.name !== 'version' && f.name !== 'organizationId' && !(f.hidden && f.searchable && f.exportable === false && f.importable === false));
}

const ROW_ICONS: Record<RowActionKey, ReactNode> = {
  reset: <UndoOutlined />,
  cancelRelation: <DisconnectOutlined />,
  relation: <LinkOutlined />,
  edit: <EditOutlined />,
  copy: <CopyOutlined />,
  del: <DeleteOutlined />,
};

const ROW_LABELS: Record<RowActionKey, string> = {
  reset: 'resourceList.resetRow',
  cancelRelation: 'resourceList.cancelRelation',
  relation: 'resourceList.relation',
  edit: 'resourceList.edit',
  copy: 'resourceList.copy',
  del: 'resourceList.delete',
};

const SUCCESS: Record<EditorKind, string> = {
  add: 'resourceList.addSuccess',
  edit: 'resourceList.editSuccess',
  copy: 'resourceList.copySuccess',
  paste: 'resourceList.pasteSuccess',
};

/**
 * The generic list screen of spec §2, driven by a resource declaration: search form (with
 * reset), table (tree rows when declared), pager (sizes of §9, default 60), column chooser,
 * add / edit / copy / paste dialogs with the §4 editor states, the row menu 'operation'
 * (reset, cancel relation, relation, edit, copy, delete — each permission-guarded and confirmed
 * with the spec's prompt), export and import as jobs, and live refresh on `resources/<name>`.
 */
export function ResourceList(props: ResourceListProps) {
  const { declaration: decl } = props;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { roles, menus } = useSession();
  const api = useMemo(() => resourceApi(decl), [decl]);
  const optionsOf = useFieldOptions(decl);

  const [searchForm] = Form.useForm<SearchValues>();
  const [editForm] = Form.useForm<Record<string, unknown>>();
  const [applied, setApplied] = useState<SearchValues>({});
  const [current, setCurrent] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<string[]>(props.defaultSort ?? [decl.defaultSort ?? 'id,desc']);
  const [rows, setRows] = useState<ResourceRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [editor, dispatch] = useReducer(editorReducer, initialEditorState);
  const [pasteReady, setPasteReady] = useState(() => copyBuffers.has(decl.name));

  const columnsOffered = useMemo(() => columnFields(decl), [decl]);
  const [visible, setVisible] = useState<string[]>(() => columnsOffered.filter((f) => !f.hidden).map((f) => f.name));

  const reload = useCallback(() => setTick((n) => n + 1), []);

  // the list query: search values per mode, zero-based page, size, sort
  const seq = useRef(0);
  useEffect(() => {
    const mine = ++seq.current;
    setLoading(true);
    api
      .list({ ...buildSearchParams(decl, applied), page: current - 1, size: pageSize, sort })
      .then(
        ({ rows: data, total: count }) => {
          if (mine !== seq.current) return;
          if (data.length === 0 && current > 1 && count > 0) {
            // the page emptied under us (others deleted rows): go to the last page that has rows
            setCurrent(Math.max(1, Math.ceil(count / pageSize)));
            return;
          }
          setRows(decl.tree ? normaliseTree(data) : data);
          setTotal(count);
        },
        () => undefined,
      )
      .finally(() => {
        if (mine === seq.current) setLoading(false);
      });
  }, [api, decl, applied, current, pageSize, sort, tick]);

  // someone changed this resource (any tab, any user of the organisation): refresh, coalesced
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useRealtimeEvent(resourceChannel(decl.name), () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      reload();
    }, 300);
  });
  useEffect(() => () => void (pending.current && clearTimeout(pending.current)), []);
  useEffect(
    () =>
      jobsStore.onFinished((job) => {
        if (job.resource === decl.name && job.type === 'import' && job.status === 'completed') reload();
      }),
    [decl.name, reload],
  );

  // —— editor (add / edit / copy / paste) ——
  const fields = useMemo(() => formFields(decl), [decl]);
  const open = (kind: EditorKind, record: Record<string, unknown> | null) => {
    editForm.resetFields();
    editForm.setFieldsValue({ ...toFormValues(decl, record), ...(props.extraFormValues?.(record, kind) ?? {}) } as never);
    dispatch({ type: 'open', kind, record });
  };
  const cancel = () => {
    if (editor.status !== EditorStatus.Prepared) return;
    editForm.resetFields();
    dispatch({ type: 'cancel' });
  };
  const submit = async () => {
    if (editor.status !== EditorStatus.Prepared || !editor.kind) return;
    let values: Record<string, unknown>;
    try {
      values = await editForm.validateFields();
    } catch {
      return; // validation messages are on the form; the editor stays prepared
    }
    const kind = editor.kind;
    const record = editor.record;
    const body = { ...toPayload(decl, values), ...(props.extraPayload?.(values, kind) ?? {}) };
    dispatch({ type: 'submit' });
    try {
      if (kind === 'add') await api.create(body);
      else if (kind === 'edit') await api.edit({ ...body, id: record?.id, ...(decl.engine === 'generic' ? { version: record?.version } : {}) });
      else await api.copy({ ...body, ...(record?.id !== undefined ? { id: record.id } : {}) });
      dispatch({ type: 'succeeded' });
      editForm.resetFields();
      message.success(t(SUCCESS[kind]));
      reload();
    } catch {
      // the HTTP layer showed the server's message (409: stale version); the dialog stays open
      dispatch({ type: 'failed' });
    }
  };

  // —— row actions ——
  const rowActions = useMemo(() => rowActionsFor(decl, roles), [decl, roles]);
  const runRowAction = async (key: RowActionKey, row: ResourceRow) => {
    switch (key) {
      case 'edit':
        open('edit', row);
        return;
      case 'copy':
        copyBuffers.set(decl.name, { ...row });
        setPasteReady(true);
        open('copy', row);
        return;
      case 'reset':
        await api.reset(row.id);
        message.success(t('resourceList.resetSuccess'));
        reload();
        return;
      case 'relation':
      case 'cancelRelation': {
        const res = await (key === 'relation' ? api.relation({ ids: [row.id] }) : api.cancelRelation({ ids: [row.id] }));
        if (res && String(res.code) === '200') message.success(res.message || t('resourceList.relateSuccess'));
        else message.error(res?.message ?? '');
        reload();
        return;
      }
      case 'del': {
        const res = await api.remove([row.id]);
        if (res && String(res.code) === '400') {
          message.error(res.message);
          return;
        }
        message.success(t('resourceList.deleteSuccess'));
        setSelected((s) => s.filter((id) => id !== row.id));
        const next = pageAfterDelete(current, rows.length, 1);
        if (next !== current) setCurrent(next);
        else reload();
        return;
      }
    }
  };

  // —— export / import ——
  const canExport = mayUse(decl, 'export', roles);
  const canImport = mayUse(decl, 'import', roles);
  const startExport = async () => {
    const query = { ...buildSearchParams(decl, applied), sort };
    const started = await api.startExport(query, selected);
    jobsStore.dispatch({ type: 'started', jobId: started.jobId, jobType: 'export', resource: decl.name });
    message.info(t('resourceList.exportStarted'));
  };
  const startImport = async (file: File) => {
    const problem = await checkImportFile(file);
    if (problem) {
      if (problem === IMPORT_FILE_FORMAT_MESSAGE) message.warning(problem);
      else message.error(problem);
      return;
    }
    const started = await api.startImport(file);
    jobsStore.dispatch({ type: 'started', jobId: started.jobId, jobType: 'import', resource: decl.name, fileName: file.name });
    message.info(t('resourceList.importStarted'));
  };

  // —— columns ——
  const detailField = decl.detailRoute ? columnsOffered.find((f) => !f.hidden && f.type !== 'integer') : undefined;
  const sortOrderOf = (name: string) => {
    const hit = sort.find((s) => s.split(',')[0] === name);
    if (!hit) return null;
    return hit.split(',')[1] === 'desc' ? ('descend' as const) : ('ascend' as const);
  };
  const columns: TableColumnsType<ResourceRow> = [
    ...columnsOffered
      .filter((f) => visible.includes(f.name))
      .map((f) => ({
        key: f.name,
        dataIndex: f.name,
        title: f.label,
        width: f.width,
        ellipsis: f.type === 'text',
        sorter: f.sortable ? true : undefined,
        sortOrder: f.sortable ? sortOrderOf(f.name) : undefined,
        render: (value: unknown, row: ResourceRow) => {
          const custom = props.cellRenderers?.[f.name];
          if (custom) return custom(value, row, reload);
          const text = cellText(f, value, optionsOf(f));
          if (detailField && f.name === detailField.name) {
            const to = detailLocation(decl, row, menus);
            if (to) {
              return (
                <Typography.Link data-testid="row-detail" onClick={(e) => { e.stopPropagation(); navigate(to); }}>
                  {text}
                </Typography.Link>
              );
            }
          }
          return text;
        },
      })),
    ...(props.extraColumns ?? []),
  ];
  if (rowActions.length > 0 || props.renderRowExtras) {
    columns.push({
      key: 'operation',
      title: t('resourceList.operation'),
      fixed: 'right',
      width: Math.max(90, rowActions.length * 34 + (props.renderRowExtras ? 40 : 0) + 16),
      render: (_: unknown, row: ResourceRow) => (
        <Space size={4} onClick={(e) => e.stopPropagation()} data-testid="row-operation">
          {rowActions.map((a) => {
            const button = (
              <Tooltip title={t(ROW_LABELS[a.key])} key={a.key}>
                <Button
                  size="small"
                  type={a.key === 'edit' ? 'primary' : 'default'}
                  danger={a.key === 'del'}
                  icon={ROW_ICONS[a.key]}
                  aria-label={t(ROW_LABELS[a.key])}
                  data-action={a.key}
                  onClick={a.confirm ? undefined : () => void runRowAction(a.key, row)}
                />
              </Tooltip>
            );
            return a.confirm ? (
              <Popconfirm key={a.key} title={a.confirm} okText={t('resourceList.ok')} cancelText={t('resourceList.cancel')} onConfirm={() => runRowAction(a.key, row).catch(() => undefined)}>
                <span>{button}</span>
              </Popconfirm>
            ) : (
              button
            );
          })}
          {props.renderRowExtras?.(row, reload)}
        </Space>
      ),
    });
  }

  const pagination: TablePaginationConfig = {
    current,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    // spec §9 layout: total, prev, pager, next, sizes
    showTotal: (count) => t('common.total', { total: count }),
    position: ['bottomRight'],
  };

  const kind = editor.kind;
  const renderEditInput = (f: ResourceField) => {
    const custom = props.editInputs?.[f.name];
    return custom && kind ? custom({ kind, record: editor.record }) : <EditInput field={f} options={optionsOf(f)} />;
  };

  const searchable = searchFields(decl);
  const twoColumns = fields.length > 6;

  return (
    <div data-testid={`resource-list-${decl.name}`}>
      {searchable.length > 0 && (
        <Form
          form={searchForm}
          name={`${decl.name}-search`}
          layout="inline"
          style={{ marginBottom: 12, rowGap: 8 }}
          onFinish={(values) => {
            setApplied(values);
            setCurrent(1);
            reload();
          }}
          data-testid="resource-search"
        >
          {searchable.map((f) => (
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
                  searchForm.resetFields();
                  setApplied({});
                  setCurrent(1);
                  reload();
                }}
              >
                {t('resourceList.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      )}

      <div style={{ marginBottom: 12, display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        {mayUse(decl, 'add', roles) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('add', null)} data-testid="resource-add">{t('resourceList.add')}</Button>
        )}
        {mayUse(decl, 'copy', roles) && (
          <Button
            icon={<SnippetsOutlined />}
            disabled={!pasteReady}
            onClick={() => {
              const buffered = copyBuffers.get(decl.name);
              if (!buffered) message.warning(t('resourceList.nothingToPaste'));
              else open('paste', buffered);
            }}
          >
            {t('resourceList.paste')}
          </Button>
        )}
        {decl.status && mayUse(decl, 'status', roles) && (
          <Button
            icon={<SwapOutlined />}
            disabled={selected.length === 0}
            onClick={async () => {
              await api.status(selected, decl.status?.defaultValue);
              message.success(t('resourceList.editSuccess'));
              reload();
            }}
          >
            {t('resourceList.status')}
          </Button>
        )}
        {canExport && (
          <Button icon={<DownloadOutlined />} onClick={() => void startExport().catch(() => undefined)} data-testid="resource-export">{t('resourceList.export')}</Button>
        )}
        {canImport && (
          <Upload accept=".xls,.xlsx" showUploadList={false} beforeUpload={(file) => { void startImport(file).catch(() => undefined); return false; }} data-testid="resource-import">
            <Button icon={<UploadOutlined />}>{t('resourceList.import')}</Button>
          </Upload>
        )}
        {props.toolbarExtras}
        <div style={{ flex: 1 }} />
        <Tooltip title={t('resourceList.refresh')}>
          <Button icon={<ReloadOutlined />} onClick={reload} aria-label={t('resourceList.refresh')} />
        </Tooltip>
        <Popover
          trigger="click"
          placement="bottomRight"
          title={t('resourceList.columns')}
          content={
            <Checkbox.Group value={visible} onChange={(v) => setVisible(v as string[])} style={{ display: 'flex', flexDirection: 'column', maxHeight: 360, overflow: 'auto' }} data-testid="column-chooser">
              {columnsOffered.map((f) => (
                <Checkbox key={f.name} value={f.name}>{f.label}</Checkbox>
              ))}
            </Checkbox.Group>
          }
        >
          <Button icon={<SettingOutlined />} aria-label={t('resourceList.columns')} />
        </Popover>
      </div>

      <Table<ResourceRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows}
        columns={columns}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        rowSelection={canExport || (decl.status && mayUse(decl, 'status', roles)) ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), checkStrictly: true } : undefined}
        onRow={(row) => ({ onClick: () => props.onRowClick?.(row) })}
        rowClassName={(row) => (props.selectedRowId !== undefined && row.id === props.selectedRowId ? 'ant-table-row-selected' : '')}
        onChange={(p, _filters, sorter, extra) => {
          if (extra.action === 'sort') {
            const list = (Array.isArray(sorter) ? sorter : [sorter])
              .filter((s) => s.order && s.columnKey)
              .map((s) => `${String(s.columnKey)},${s.order === 'descend' ? 'desc' : 'asc'}`);
            setSort(list.length ? list : props.defaultSort ?? [decl.defaultSort ?? 'id,desc']);
            setCurrent(1);
            return;
          }
          if (p.pageSize && p.pageSize !== pageSize) {
            setPageSize(p.pageSize);
            setCurrent(1);
          } else if (p.current) {
            setCurrent(p.current);
          }
        }}
      />

      <Modal
        open={editor.status !== EditorStatus.Normal}
        title={kind ? t(`resourceList.${kind}Title`, { title: decl.title }) : ''}
        width={dialogWidth(fields.length)}
        confirmLoading={editor.status === EditorStatus.Processing}
        okText={t('resourceList.ok')}
        cancelText={t('resourceList.cancel')}
        onOk={() => void submit()}
        onCancel={cancel}
        maskClosable={false}
        forceRender
        data-testid="resource-editor"
      >
        <Form form={editForm} name={`${decl.name}-editor`} layout={twoColumns ? 'vertical' : 'horizontal'} labelCol={twoColumns ? undefined : { span: 6 }} data-testid="resource-form">
          <Row gutter={16}>
            {fields.map((f) => (
              <Col key={f.name} span={twoColumns && f.type !== 'text' ? 12 : 24}>
                <Form.Item name={f.name} label={f.label} rules={rulesFor(f)}>
                  {renderEditInput(f)}
                </Form.Item>
              </Col>
            ))}
          </Row>
          {kind && props.renderFormExtras?.({ kind, form: editForm, record: editor.record })}
        </Form>
      </Modal>
    </div>
  );
}

export default ResourceList;

import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { App, theme, type FormInstance, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import type { ResourceDeclaration, ResourceRow } from '@ohit/contracts';
import { t } from '../i18n';
import { useDevice } from '../layout/use-device';
import { useSession } from '../session/session-store';
import { copyBuffer } from './copy-buffer';
import { detailLocator } from './detail-route';
import type { EditorKind } from './editor-state';
import { useFieldOptions } from './field-inputs';
import { columnFields } from './list-fields';
import { ListCommandButtons } from './ListCommandButtons';
import type { RelationKind } from './relation/RelationDialogs';
import { resourceApi } from './resource-api';
import { resourceColumns, type CellRenderers } from './resource-columns';
import { ResourceEditor } from './ResourceEditor';
import { ResourceSearchForm } from './ResourceSearchForm';
import { ResourceTable } from './ResourceTable';
import { ResourceToolbar } from './ResourceToolbar';
import { SearchToggle } from './SearchToggle';
import { fixedNames, searchFields, type SearchValues } from './search-params';
import { useRowActionClasses } from './row-action-button';
import { mayUse, rowActionsFor, type RowActionKey } from './row-actions';
import { operationWidth, RowActions } from './RowActions';
import { useResourceEditor } from './use-resource-editor';
import { useResourceList } from './use-resource-list';
import { useRowActions } from './use-row-actions';
import { useTransferJobs } from './use-transfer-jobs';

export { listFields } from './list-fields';

// the relation pickers (and the GBZ tables behind them) load when a relation is first chosen
const RelationDialogs = lazy(() => import('./relation/RelationDialogs'));

/** What a toolbar extra given as a function sees: the ticked rows of the page, and how to clear them and reload. */
export interface ListToolbarContext {
  selected: ResourceRow[];
  clearSelection: () => void;
  reload: () => void;
}

export interface ResourceListProps {
  declaration: ResourceDeclaration;
  /** Initial sort (default the declaration's, or id,desc). */
  defaultSort?: string[];
  /** The search the screen opens with (and 重置 returns to), e.g. 样品库's samples in the store. A stable object. */
  initialSearch?: SearchValues;
  /**
   * The screen's own slice of the resource (气相色谱: the batches of its families): always applied to
   * the list and its export, its fields not offered in the search form (search cannot widen it).
   */
  fixedFilter?: SearchValues;
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
  /**
   * Buttons in the toolbar after the declared ones. As a function it is given the rows ticked on
   * the page (the table then offers ticking), for actions on many rows at once (样品分发's 分发).
   */
  toolbarExtras?: ReactNode | ((ctx: ListToolbarContext) => ReactNode);
  /** Declared list commands the page runs with its own dialog (by name, given the list's reload) instead of the declared question (样品流转's 送样). */
  listCommandDialogs?: Record<string, (reload: () => void) => void>;
  onRowClick?: (row: ResourceRow) => void;
  selectedRowId?: number | null;
  /** Cell renderers replacing the declared text of a column (a switch, a related name…). */
  cellRenderers?: CellRenderers;
  /** Form inputs replacing the declared input of a field (a select of related rows…). */
  editInputs?: Record<string, (ctx: { kind: EditorKind; record: Record<string, unknown> | null }) => ReactNode>;
  /** The edit dialog's width, when the declared one is too narrow for an input (a rich-text field). */
  editorWidth?: number;
}

/**
 * The generic list screen of spec §2, driven by a resource declaration: search form (with
 * reset), table (tree rows when declared), pager (sizes of §9, default 60), column chooser,
 * add / edit / copy / paste dialogs with the §4 editor states, the row menu 'operation'
 * (reset, cancel relation, relation, edit, copy, delete — each permission-guarded and confirmed
 * with the spec's prompt; relation and cancel relation then open their pickers), export and
 * import as jobs, the declaration's list commands, and live refresh on `resources/<name>`.
 */
export function ResourceList(props: ResourceListProps) {
  const { declaration: decl } = props;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { roles, menus } = useSession();
  const api = useMemo(() => resourceApi(decl), [decl]);
  const optionsOf = useFieldOptions(decl);
  const list = useResourceList(decl, props.defaultSort, props.initialSearch, props.fixedFilter);
  const fixedFields = useMemo(() => fixedNames(list.fixed), [list.fixed]);
  const editor = useResourceEditor(decl, api, props, list.reload);
  const jobs = useTransferJobs(decl, api);

  const [selected, setSelected] = useState<number[]>([]);
  // on a phone the search form folds behind a toggle so the table starts near the top
  const foldSearch = useDevice() === 'mobile' && searchFields(decl, fixedFields).length > 0;
  const [searchOpen, setSearchOpen] = useState(false);
  const [pasteReady, setPasteReady] = useState(() => copyBuffer.has(decl.name));
  const [relating, setRelating] = useState<{ kind: RelationKind; row: ResourceRow } | null>(null);
  const offered = useMemo(() => columnFields(decl), [decl]);
  const [visible, setVisible] = useState<string[]>(() => offered.filter((f) => !f.hidden).map((f) => f.name));

  const rowActions = useMemo(() => rowActionsFor(decl, roles), [decl, roles]);
  const runRowAction = useRowActions(decl, api, list, {
    openEditor: editor.open,
    copied: () => setPasteReady(true),
    openRelation: (kind, row) => setRelating({ kind, row }),
    deleted: (ids) => setSelected((s) => s.filter((id) => !ids.includes(id))),
  });

  const can = {
    add: mayUse(decl, 'add', roles),
    paste: mayUse(decl, 'copy', roles),
    status: !!decl.status && mayUse(decl, 'status', roles),
    export: mayUse(decl, 'export', roles),
    import: mayUse(decl, 'import', roles),
  };

  // the row menu and the search form call the latest handlers through stable functions, so
  // the columns (every row's cells) and the form re-render only when what they show changes
  const latest = useRef({ runRowAction, search: list.search });
  latest.current = { runRowAction, search: list.search };
  const runAction = useCallback((key: RowActionKey, row: ResourceRow) => latest.current.runRowAction(key, row), []);
  const search = useCallback((values: SearchValues) => latest.current.search(values), []);
  const detailOf = useMemo(() => detailLocator(decl, menus), [decl, menus]);
  const actionClasses = useRowActionClasses();
  const { token } = theme.useToken();
  const { cellRenderers, extraColumns, renderRowExtras, toolbarExtras } = props;
  const reload = list.reload;
  // an extra acting on ticked rows makes the rows tickable
  const actsOnSelection = typeof toolbarExtras === 'function';

  const columns = useMemo(
    () =>
      resourceColumns({
        decl,
        offered,
        visible,
        sort: list.sort,
        optionsOf,
        cellRenderers,
        reload,
        detailOf,
        onDetail: (to) => navigate(to),
        linkColor: token.colorLink,
        extraColumns,
        operation:
          rowActions.length > 0 || renderRowExtras
            ? {
                width: operationWidth(rowActions.length, !!renderRowExtras),
                render: (row) => <RowActions row={row} actions={rowActions} onRun={runAction} classes={actionClasses} extras={renderRowExtras?.(row, reload)} />,
              }
            : undefined,
      }),
    [decl, offered, visible, list.sort, optionsOf, cellRenderers, reload, detailOf, navigate, token.colorLink, extraColumns, rowActions, renderRowExtras, runAction, actionClasses],
  );

  return (
    <div data-testid={`resource-list-${decl.name}`}>
      {!foldSearch && <ResourceSearchForm decl={decl} onSearch={search} initialValues={props.initialSearch} fixed={fixedFields} />}
      <ResourceToolbar
        leading={foldSearch ? <SearchToggle open={searchOpen} onToggle={() => setSearchOpen((o) => !o)} /> : null}
        can={can}
        pasteReady={pasteReady}
        hasSelection={selected.length > 0}
        onAdd={() => editor.open('add', null)}
        onPaste={() => {
          const buffered = copyBuffer.get(decl.name);
          if (!buffered) message.warning(t('resourceList.nothingToPaste'));
          else editor.open('paste', buffered);
        }}
        onStatus={async () => {
          await api.status(selected, decl.status?.defaultValue);
          message.success(t('resourceList.editSuccess'));
          list.reload();
        }}
        onExport={() => void jobs.startExport(list.applied, list.sort, selected, list.fixed).catch(() => undefined)}
        onImport={(file) => void jobs.startImport(file).catch(() => undefined)}
        onRefresh={list.reload}
        columns={{ offered, visible, onChange: setVisible }}
        extras={
          <>
            <ListCommandButtons decl={decl} api={api} roles={roles} onDone={list.reload} dialogs={props.listCommandDialogs} />
            {typeof toolbarExtras === 'function'
              ? toolbarExtras({ selected: list.rows.filter((r) => selected.includes(r.id)), clearSelection: () => setSelected([]), reload })
              : toolbarExtras}
          </>
        }
      />
      {foldSearch && <ResourceSearchForm decl={decl} onSearch={search} open={searchOpen} initialValues={props.initialSearch} fixed={fixedFields} />}
      <ResourceTable
        list={list}
        columns={columns}
        selection={can.export || can.status || actsOnSelection ? { keys: selected, onChange: setSelected } : null}
        onRowClick={props.onRowClick}
        selectedRowId={props.selectedRowId}
      />
      <ResourceEditor decl={decl} state={editor.state} form={editor.form} onOk={editor.submit} onCancel={editor.cancel} slots={props} />
      {relating && (
        <Suspense fallback={null}>
          <RelationDialogs
            decl={decl}
            api={api}
            kind={relating.kind}
            row={relating.row}
            onClose={(changed) => {
              setRelating(null);
              if (changed) list.reload();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

export default ResourceList;

import { useCallback, useReducer, useRef } from 'react';
import { App, Form, type FormInstance } from 'antd';
import type { ResourceDeclaration } from '@ohit/contracts';
import { t } from '../i18n';
import { EditorStatus, editorReducer, initialEditorState, type EditorKind, type EditorState } from './editor-state';
import { toFormValues, toPayload } from './form-model';
import type { ResourceApi } from './resource-api';

const SUCCESS: Record<EditorKind, string> = {
  add: 'resourceList.addSuccess',
  edit: 'resourceList.editSuccess',
  copy: 'resourceList.copySuccess',
  paste: 'resourceList.pasteSuccess',
};

export interface EditorCustomisation {
  /** Row → form values for custom fields (merged over the declared ones). */
  extraFormValues?: (row: Record<string, unknown> | null, kind: EditorKind) => Record<string, unknown>;
  /** Form values → request body additions (merged over the declared payload). */
  extraPayload?: (values: Record<string, unknown>, kind: EditorKind) => Record<string, unknown>;
}

export interface ResourceEditorControl {
  state: EditorState;
  form: FormInstance<Record<string, unknown>>;
  open: (kind: EditorKind, record: Record<string, unknown> | null) => void;
  cancel: () => void;
  submit: () => Promise<void>;
}

/**
 * The add / edit / copy / paste editor of spec §4: normal → prepared (form open) → processing
 * (request sent); success → normal with the form reset and `onSaved`; failure → prepared;
 * cancel → normal with validation cleared.
 */
export function useResourceEditor(decl: ResourceDeclaration, api: ResourceApi, custom: EditorCustomisation, onSaved: () => void): ResourceEditorControl {
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);

  const open = (kind: EditorKind, record: Record<string, unknown> | null) => {
    form.resetFields();
    form.setFieldsValue({ ...toFormValues(decl, record), ...(custom.extraFormValues?.(record, kind) ?? {}) } as never);
    dispatch({ type: 'open', kind, record });
  };

  const cancel = () => {
    if (state.status !== EditorStatus.Prepared) return;
    form.resetFields();
    dispatch({ type: 'cancel' });
  };

  const submit = async () => {
    if (state.status !== EditorStatus.Prepared || !state.kind) return;
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return; // validation messages are on the form; the editor stays prepared
    }
    const { kind, record } = state;
    const body = { ...toPayload(decl, values), ...(custom.extraPayload?.(values, kind) ?? {}) };
    dispatch({ type: 'submit' });
    try {
      if (kind === 'add') await api.create(body);
      else if (kind === 'edit') await api.edit({ ...body, id: record?.id, ...(decl.engine === 'generic' ? { version: record?.version } : {}) });
      else await api.copy({ ...body, ...(record?.id !== undefined ? { id: record.id } : {}) });
      dispatch({ type: 'succeeded' });
      form.resetFields();
      message.success(t(SUCCESS[kind]));
      onSaved();
    } catch {
      // the HTTP layer showed the server's message (409: stale version); the dialog stays open
      dispatch({ type: 'failed' });
    }
  };

  // open, cancel and submit keep their identity (the latest state and props behind them), so
  // the dialog need not re-render whenever the list around it does
  const latest = useRef({ open, cancel, submit });
  latest.current = { open, cancel, submit };
  const stable = {
    open: useCallback((kind: EditorKind, record: Record<string, unknown> | null) => latest.current.open(kind, record), []),
    cancel: useCallback(() => latest.current.cancel(), []),
    submit: useCallback(() => latest.current.submit(), []),
  };
  return { state, form, ...stable };
}

import { useState, type ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { DIALOG_WIDTHS } from '@ohit/domain';
import { t } from '../i18n';

/** A dialog holding one form, and what it is open for (`subject`: the row being edited, 'new', …; null when closed). */
export interface FormDialogState<V, S> {
  form: FormInstance<V>;
  subject: S | null;
  /** Opens with a fresh form, filled with `values` when given. */
  show(subject: S, values?: Partial<V>): void;
  close(): void;
}

/** State of a form dialog; a dialog with nothing to tell apart opens with `show(true)`. */
export function useFormDialog<V, S = true>(): FormDialogState<V, S> {
  const [form] = Form.useForm<V>();
  const [subject, setSubject] = useState<S | null>(null);
  return {
    form,
    subject,
    show: (next, values) => {
      setSubject(next);
      form.resetFields();
      if (values) form.setFieldsValue(values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    },
    close: () => setSubject(null),
  };
}

export interface FormDialogProps<V, S> {
  dialog: FormDialogState<V, S>;
  title: string;
  /** DIALOG_WIDTHS.small unless given. */
  width?: number;
  okText?: string;
  maskClosable?: boolean;
  initialValues?: Partial<V>;
  /**
   * Saves the validated values. Resolve false to keep the dialog open (a check the form's rules
   * cannot express has warned the user); a rejection keeps it open too (the HTTP layer has shown
   * the server's message).
   */
  onSubmit(values: V, subject: S): Promise<boolean | void>;
  /** After a save, once the dialog has closed: reload the list, … */
  onSaved?(): void;
  children: ReactNode;
}

/** The admin's form dialog: OK validates and saves (the button spinning meanwhile), then closes. */
export function FormDialog<V, S>({ dialog, title, width = DIALOG_WIDTHS.small, okText, maskClosable = true, initialValues, onSubmit, onSaved, children }: FormDialogProps<V, S>) {
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const subject = dialog.subject;
    if (subject === null) return;
    let values: V;
    try {
      values = await dialog.form.validateFields();
    } catch {
      return; // the form marks the fields in error
    }
    setSaving(true);
    try {
      if ((await onSubmit(values, subject)) === false) return;
      dialog.close();
      onSaved?.();
    } catch {
      /* the HTTP layer has shown the server's message; the dialog stays open */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={dialog.subject !== null}
      width={width}
      title={title}
      onCancel={dialog.close}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText={okText ?? t('common.ok')}
      cancelText={t('common.cancel')}
      maskClosable={maskClosable}
      forceRender
    >
      <Form<V> form={dialog.form} labelCol={{ flex: '90px' }} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}

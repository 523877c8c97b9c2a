import { App, Button, Form, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { Permission } from '../permission/Permission';
import { FormDialog, type FormDialogProps } from './form-dialog';

/** The dialog's file field: one file at a time, kept in the form so that opening the dialog clears it. */
export interface ChosenFile {
  file?: UploadFile[];
}

/** Which files the server takes, and what the dialog says about the file. */
export interface FileRule {
  /** Extensions without the dot, lower case. */
  types: readonly string[];
  maxMb: number;
  label: string;
  /** The button that opens the file picker. */
  choose: string;
  /** Said when OK is pressed without a file. */
  required: string;
  wrongType: string;
  tooLarge: string;
}

/** Whether `name` ends in one of `types` (case-insensitive). */
export function hasFileType(name: string, types: readonly string[]): boolean {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return types.includes(ext);
}

export interface UploadFileDialogProps<V extends ChosenFile> extends Omit<FormDialogProps<V, true>, 'onSubmit'> {
  rule: FileRule;
  /** Sends the chosen file with the other fields (a rejection keeps the dialog open). */
  onSubmit(values: V, file: File): Promise<void>;
}

/**
 * A form dialog that uploads one file with a few fields: the picker refuses a file of another type
 * or over the size limit with a warning, and OK without a file warns instead of sending.
 */
export function UploadFileDialog<V extends ChosenFile>({ rule, onSubmit, children, ...dialog }: UploadFileDialogProps<V>) {
  const { message } = App.useApp();
  return (
    <FormDialog<V, true>
      {...dialog}
      onSubmit={async (values) => {
        const file = values.file?.[0]?.originFileObj;
        if (!file) {
          void message.warning(rule.required);
          return false;
        }
        await onSubmit(values, file);
      }}
    >
      <Form.Item name="file" label={rule.label} required valuePropName="fileList" getValueFromEvent={({ fileList }: { fileList: UploadFile[] }) => fileList.slice(-1)}>
        <Upload
          accept={rule.types.map((x) => `.${x}`).join(',')}
          maxCount={1}
          beforeUpload={(file) => {
            if (!hasFileType(file.name, rule.types)) {
              void message.warning(rule.wrongType);
              return Upload.LIST_IGNORE;
            }
            if (file.size > rule.maxMb * 1024 * 1024) {
              void message.warning(rule.tooLarge);
              return Upload.LIST_IGNORE;
            }
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{rule.choose}</Button>
        </Upload>
      </Form.Item>
      {children}
    </FormDialog>
  );
}

/** The toolbar's upload button, shown to holders of one of `codes`. */
export function UploadButton({ codes, label, onClick }: { codes: readonly string[]; label: string; onClick: () => void }) {
  return (
    <Permission codes={codes}>
      <Button type="primary" icon={<UploadOutlined />} onClick={onClick}>
        {label}
      </Button>
    </Permission>
  );
}

import { App, Button } from 'antd';
import { permissionCodes, type ResourceDeclaration } from '@ohit/contracts';
import { checkPermission } from '../permission/check';
import type { ResourceApi } from './resource-api';

export interface ListCommandButtonsProps {
  decl: ResourceDeclaration;
  api: ResourceApi;
  roles: readonly string[] | null | undefined;
  /** After a command ran (the list reloads). */
  onDone: () => void;
  /** Commands the page runs with its own dialog (by name): their button opens it instead of the declared question, given the list's reload. */
  dialogs?: Record<string, (reload: () => void) => void>;
}

/**
 * The declaration's list commands (导入标准方法库…) as toolbar buttons, each shown to holders of
 * `<prefix>:<name>` only: asked first with the declared question, then run for the user's
 * organisation; the server's sentence (how many rows) is shown and the list reloads. A command the
 * page runs with its own dialog (送样: which samples, to whom) opens that dialog instead.
 */
export function ListCommandButtons({ decl, api, roles, onDone, dialogs }: ListCommandButtonsProps) {
  const { modal, message } = App.useApp();
  const usable = (decl.listCommands ?? []).filter((c) => checkPermission(roles, permissionCodes(decl, c.name)));
  return (
    <>
      {usable.map((c) => (
        <Button
          key={c.name}
          data-testid={`list-command-${c.name}`}
          onClick={() => {
            const own = dialogs?.[c.name];
            if (own) return own(onDone);
            modal.confirm({
              title: c.label,
              content: c.confirm,
              onOk: async () => {
                const result = await api.listCommand(c.name);
                message.success(result.message);
                onDone();
              },
            });
          }}
        >
          {c.label}
        </Button>
      ))}
    </>
  );
}

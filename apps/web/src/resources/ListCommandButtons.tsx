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
}

/**
 * The declaration's list commands (导入标准方法库…) as toolbar buttons, each shown to holders of
 * `<prefix>:<name>` only: asked first with the declared question, then run for the user's
 * organisation; the server's sentence (how many rows) is shown and the list reloads.
 */
export function ListCommandButtons({ decl, api, roles, onDone }: ListCommandButtonsProps) {
  const { modal, message } = App.useApp();
  const usable = (decl.listCommands ?? []).filter((c) => checkPermission(roles, permissionCodes(decl, c.name)));
  return (
    <>
      {usable.map((c) => (
        <Button
          key={c.name}
          data-testid={`list-command-${c.name}`}
          onClick={() =>
            modal.confirm({
              title: c.label,
              content: c.confirm,
              onOk: async () => {
                const result = await api.listCommand(c.name);
                message.success(result.message);
                onDone();
              },
            })
          }
        >
          {c.label}
        </Button>
      ))}
    </>
  );
}

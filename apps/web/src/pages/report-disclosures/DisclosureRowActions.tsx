import type { ReactNode } from 'react';
import { App, Button, Popconfirm, Tooltip } from 'antd';
import { CheckOutlined, CloudUploadOutlined, EyeOutlined } from '@ant-design/icons';
import { permissionCodes, REPORT_DISCLOSURE, type ResourceRow, transitionOptions } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { detailApi } from '../../resources/detail/detail-api';
import { useSession } from '../../session/session-store';

/** The steps a row takes without a reason, so the list offers them in place; the others (退回, 不予公示, 撤回 …) ask for one on the detail page. */
const QUICK: Record<string, ReactNode> = { review: <CheckOutlined />, publish: <CloudUploadOutlined /> };

/** The public page of a published disclosure. */
export const publicDisclosurePage = (id: unknown) => `/orgReportFormulaDetails?id=${encodeURIComponent(String(id))}`;

/**
 * A disclosure's own row buttons: 审核通过 and 发布 as its state allows and the user may (each
 * confirmed; the server refuses a publisher who reviewed it), and 查看公示页面 once published.
 */
export function DisclosureRowActions({ row, reload }: { row: ResourceRow; reload: () => void }) {
  const { message } = App.useApp();
  const { roles } = useSession();
  const events = transitionOptions(REPORT_DISCLOSURE, row).filter((o) => QUICK[o.event] && o.allowed && checkPermission(roles, permissionCodes(REPORT_DISCLOSURE, o.event)));

  const run = async (event: string) => {
    try {
      await detailApi.transition(REPORT_DISCLOSURE, row.id as number, event, { version: row.version as number });
      message.success(t(`reportDisclosure.${event}Done`));
      reload();
    } catch {
      // the server's refusal (the same person, someone saved first) is shown by the HTTP layer
    }
  };

  return (
    <>
      {events.map((o) => (
        <Popconfirm key={o.event} title={t(`reportDisclosure.${o.event}Confirm`)} onConfirm={() => run(o.event)} okText={t('resourceList.ok')} cancelText={t('resourceList.cancel')}>
          <Tooltip title={o.label}>
            <Button size="small" icon={QUICK[o.event]} aria-label={o.label} data-testid={`row-${o.event}`} />
          </Tooltip>
        </Popconfirm>
      ))}
      {row.state === 'published' && (
        <Tooltip title={t('reportDisclosure.preview')}>
          <Button size="small" icon={<EyeOutlined />} aria-label={t('reportDisclosure.preview')} data-testid="row-preview" href={publicDisclosurePage(row.id)} target="_blank" rel="noopener noreferrer" />
        </Tooltip>
      )}
    </>
  );
}

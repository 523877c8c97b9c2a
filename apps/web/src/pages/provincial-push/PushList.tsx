import { useMemo, useState } from 'react';
import { App, Button, Space } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { permissionCodes, PROVINCIAL_PUSH, PUSHABLE_STATES, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { pathOfNamedRoute } from '../../resources/detail-route';
import { ResourceList } from '../../resources/ResourceList';
import { useSession } from '../../session/session-store';
import { GeneratePushDialog } from './GeneratePushDialog';
import { PushJobProgress } from './PushExchanges';
import { pushApi, pushLinkQuery } from './push-api';

/** The data-sync detail routes of a push (spec …/differentPlatform/index → pageSurveyDetail, pagePushReport, pagePushData). */
const LINKS = [
  ['pageSurveyDetail', 'detail'],
  ['pagePushReport', 'report'],
  ['pagePushData', 'data'],
] as const;

/**
 * The organisation's provincial pushes on the generic list (新增推送 from the issued reports, the
 * states, 导出), with 推送 of the ticked rows as one batch job; in 数据同步 each row also shows its
 * batch job's progress and links to its detail, report and data pages.
 */
export function PushList({ withSync }: { withSync: boolean }) {
  const { message } = App.useApp();
  const { roles, menus } = useSession();
  const mayPush = checkPermission(roles, permissionCodes(PROVINCIAL_PUSH, 'push'));
  const [generating, setGenerating] = useState<(() => void) | null>(null);
  const paths = useMemo(() => LINKS.map(([route, label]) => [pathOfNamedRoute(menus, route), label] as const), [menus]);
  const extraColumns = useMemo<TableColumnsType<ResourceRow>>(
    () => (withSync ? [{ key: 'job', title: t('provincialPush.jobTitle'), width: 200, render: (_: unknown, row: ResourceRow) => <PushJobProgress row={row} /> }] : []),
    [withSync],
  );
  return (
    <>
    <GeneratePushDialog
      open={generating !== null}
      onClose={() => setGenerating(null)}
      onDone={() => {
        generating?.();
        setGenerating(null);
      }}
    />
    <ResourceList
      declaration={PROVINCIAL_PUSH}
        // 推送 acts on the ticked rows (推送选中): the toolbar's declared button says so rather than ask for the whole list
        listCommandDialogs={{ generate: (reload) => setGenerating(() => reload), push: () => message.info(t('provincialPush.tickFirst')) }}
      extraColumns={extraColumns}
      renderRowExtras={
        withSync
          ? (row) => (
              <Space size={4}>
                {paths.map(([path, label]) =>
                  path ? (
                    <Link key={label} to={`${path}?${pushLinkQuery(row)}`} data-testid={`push-link-${label}`}>
                      {t(`provincialPush.links.${label}`)}
                    </Link>
                  ) : null,
                )}
              </Space>
            )
          : undefined
      }
      toolbarExtras={
        mayPush
          ? ({ selected, clearSelection, reload }) => {
              const ids = selected.filter((r) => PUSHABLE_STATES.includes(String(r.state))).map((r) => Number(r.id));
              return (
                <Button
                  icon={<CloudUploadOutlined />}
                  disabled={ids.length === 0}
                  data-testid="push-selected"
                  onClick={async () => {
                    try {
                      await pushApi.push(ids);
                      message.success(t('provincialPush.pushDone'));
                      clearSelection();
                      reload();
                    } catch {
                      // the server's refusal is shown by the HTTP layer
                    }
                  }}
                >
                  {t('provincialPush.pushSelected', { count: ids.length })}
                </Button>
              );
            }
          : undefined
      }
    />
    </>
  );
}

/** 职业卫生报告 (/dataGovernance/occupationalHealthReport/index). */
export default function OccupationalHealthReportList() {
  return <PushList withSync={false} />;
}

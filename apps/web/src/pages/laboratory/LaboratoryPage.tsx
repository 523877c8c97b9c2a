import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { LAB_BATCH, permissionCodes } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { detailLocator } from '../../resources/detail-route';
import { ResourceList } from '../../resources/ResourceList';
import type { SearchValues } from '../../resources/search-params';
import { useSession } from '../../session/session-store';
import { LAB_BATCH_CELLS } from './batch-cells';
import { ComposeDialog } from './ComposeDialog';
import { labApi, type PendingSampleView } from './lab-api';
import { groupByMethod, type PendingGroup } from './pending-groups';
import { PendingSamples, type Selection } from './PendingSamples';

/**
 * 实验室检测 (/lab/laboratory): the samples distributed to the analyst and waiting for a batch,
 * by method with their count and deadlines; ticked samples of one method become a batch (组批:
 * an instrument usable today, the analysis date) whose page opens at once. Below, the
 * organisation's batches, searchable by state and family.
 */
export default function LaboratoryPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { roles, menus, user } = useSession();
  const mayCompose = checkPermission(roles, permissionCodes(LAB_BATCH, 'compose'));
  const [groups, setGroups] = useState<PendingGroup[] | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [composing, setComposing] = useState<PendingSampleView[]>([]);
  const organizationId = user?.organization?.organizationId;

  // only an analyst who may make batches has samples waiting in his hands (the call needs 组批's
  // permission: a lab manager reading the batches is not sent to 401 by a refusal he cannot help)
  const load = useCallback(async () => {
    if (!mayCompose) return setGroups([]);
    try {
      setGroups(groupByMethod(await labApi.pendingSamples()));
    } catch {
      setGroups([]);
    }
  }, [mayCompose]);
  useEffect(() => {
    void load();
  }, [load]);

  const selected = useMemo(() => {
    const group = groups?.find((g) => g.key === selection?.group);
    return group ? group.samples.filter((s) => selection?.ids.includes(s.id)) : [];
  }, [groups, selection]);
  const startCompose = () => {
    if (selected.length === 0) return void message.warning(t('laboratory.chooseSamples'));
    setComposing(selected);
  };
  const fixed = useMemo<SearchValues | undefined>(() => (organizationId ? { organizationId } : undefined), [organizationId]);
  const openBatch = useMemo(() => detailLocator(LAB_BATCH, menus), [menus]);

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="laboratory-page">
      {mayCompose && (
        <Card
          size="small"
          title={t('laboratory.pendingTitle')}
          extra={
            <Space>
              {selected.length > 0 && <Typography.Text type="secondary">{t('laboratory.selected', { count: selected.length })}</Typography.Text>}
              <Button type="primary" disabled={selected.length === 0} onClick={startCompose} data-testid="compose-selected">
                {t('laboratory.compose')}
              </Button>
            </Space>
          }
        >
          <PendingSamples groups={groups} selection={selection} onSelect={setSelection} />
        </Card>
      )}
      <Card size="small" title={t('laboratory.batchesTitle')}>
        <ResourceList declaration={LAB_BATCH} fixedFilter={fixed} cellRenderers={LAB_BATCH_CELLS} listCommandDialogs={{ compose: startCompose }} />
      </Card>
      <ComposeDialog
        samples={composing}
        onClose={() => setComposing([])}
        onDone={(created) => {
          setComposing([]);
          setSelection(null);
          void load();
          const to = openBatch({ code: created.code, organizationId: organizationId ?? null });
          if (to) navigate(to);
        }}
      />
    </Space>
  );
}

import { useMemo } from 'react';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { INCOMING_ORDER, permissionCodes, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { detailLocator } from '../../resources/detail-route';
import { ResourceList } from '../../resources/ResourceList';
import type { CellRenderers } from '../../resources/resource-columns';
import { useSession } from '../../session/session-store';
import { incomingApi } from './incoming-api';

/** 登记状态: waiting amber, registered green. */
export const ORDER_STATE_COLORS: Record<string, string> = { pending: 'gold', registered: 'green' };

export function OrderStateTag({ state }: { state: unknown }) {
  if (!state) return null;
  const value = String(state);
  const label = INCOMING_ORDER.fields.find((f) => f.name === 'state')?.options?.find((o) => o.value === value)?.label ?? value;
  return (
    <Tag color={ORDER_STATE_COLORS[value]} data-testid="order-state" data-state={value} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}

const CELLS: CellRenderers = {
  state: (value) => <OrderStateTag state={value} />,
};

/**
 * 来样检测 (/lab/incomingsample): the incoming orders (来样委托) — the client unit, when and how the
 * samples came, who brought them — entered with their 送检样品 on the order's page; a waiting
 * order is registered from its row (登记样品: the samples numbered and received at once) and its
 * 样品 opens the order's samples page (sampleInfoPush), where they are distributed and followed.
 */
export default function IncomingOrderList() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { roles, menus } = useSession();
  const mayRegister = checkPermission(roles, permissionCodes(INCOMING_ORDER, 'register'));
  const pageOf = useMemo(() => detailLocator(INCOMING_ORDER, menus), [menus]);

  const register = async (row: ResourceRow, reload: () => void) => {
    try {
      const done = await incomingApi.register(row);
      message.success(t('incomingSamples.registered', { count: Number(done.sampleCount ?? 0) }));
      reload();
    } catch {
      // shown by the HTTP layer (the server's Chinese refusal)
    }
  };

  return (
    <ResourceList
      declaration={INCOMING_ORDER}
      cellRenderers={CELLS}
      renderRowExtras={(row, reload) => (
        <Space size={4}>
          {mayRegister && row.state === 'pending' && (
            <Popconfirm title={t('incomingSamples.registerConfirm')} onConfirm={() => register(row, reload)} okText={t('incomingSamples.register')}>
              <Button size="small" type="primary" data-testid="row-register">
                {t('incomingSamples.register')}
              </Button>
            </Popconfirm>
          )}
          <Button
            size="small"
            data-testid="row-samples"
            onClick={() => {
              const to = pageOf(row);
              if (to) navigate(to);
            }}
          >
            {t('incomingSamples.samples')}
          </Button>
        </Space>
      )}
    />
  );
}

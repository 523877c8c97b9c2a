import { useEffect, useMemo, useState } from 'react';
import { App, Button, Input, Modal, Space, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { SAMPLE, SAMPLE_HANDOVER, type ChildCollection, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { childApi } from '../../resources/detail/section-api';
import { detailLocator, pathOfNamedRoute } from '../../resources/detail-route';
import { useSession } from '../../session/session-store';
import { SampleStateTag } from './SampleTags';

export interface HandoverItemsProps {
  handover: ResourceRow;
  child: ChildCollection;
  /** The sample room may mark refusals (待接收 and `confirm` held). */
  canRefuse: boolean;
  /** After a refusal changed (the page reloads the hand-over and its history). */
  onChanged: () => void;
  /** The rows as loaded (the confirmation counts the refusals). */
  onRows?: (rows: ResourceRow[]) => void;
}

/**
 * A hand-over's samples: each code opening the sample's own page, its hazard, its state as the
 * sample machine's tag and, while the hand-over waits, the sample room's refusal with its reason
 * (拒收 asks for the reason first; 取消拒收 takes it back) — a change of the hand-over's row.
 */
export function HandoverItems({ handover, child, canRefuse, onChanged, onRows }: HandoverItemsProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { menus } = useSession();
  const api = useMemo(() => childApi(SAMPLE_HANDOVER, child, handover.id), [child, handover.id]);
  // a code opens the sample's page for those who hold it
  const sampleLink = useMemo(() => (pathOfNamedRoute(menus, SAMPLE.detailRoute?.name ?? '') ? detailLocator(SAMPLE, menus) : null), [menus]);
  const [rows, setRows] = useState<ResourceRow[] | null>(null);
  const [tick, setTick] = useState(0);
  const [refusing, setRefusing] = useState<ResourceRow | null>(null);
  const [reason, setReason] = useState('');

  useEffect(() => {
    let live = true;
    api.list().then(
      (r) => {
        if (!live) return;
        setRows(r);
        onRows?.(r);
      },
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
    // reloaded after each change and when the hand-over moves (its version)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, tick, handover.version]);

  const change = async (row: ResourceRow, refused: boolean, refusalReason: string | null) => {
    await api.edit(row.id, { version: row.version, refused, refusalReason });
    setTick((n) => n + 1);
    onChanged();
  };

  return (
    <>
      <Table<ResourceRow>
        size="small"
        rowKey="id"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={false}
        data-testid="handover-items"
        columns={[
          {
            title: t('samples.code'),
            dataIndex: 'sampleName',
            render: (code: string) => {
              const to = sampleLink?.({ code, organizationId: handover.organizationId });
              return to ? (
                <Typography.Link onClick={() => navigate(to)} data-testid="item-sample-link">
                  {code}
                </Typography.Link>
              ) : (
                code
              );
            },
          },
          { title: t('samples.hazard'), dataIndex: 'hazard' },
          { title: t('samples.state'), dataIndex: 'sampleState', render: (v) => <SampleStateTag state={v} /> },
          {
            title: t('samples.refuse'),
            key: 'refused',
            render: (_, row) => (row.refused ? <Typography.Text type="danger">{t('samples.refused', { reason: String(row.refusalReason ?? '') })}</Typography.Text> : null),
          },
          ...(canRefuse
            ? [
                {
                  title: '',
                  key: 'actions',
                  width: 110,
                  render: (_: unknown, row: ResourceRow) =>
                    row.refused ? (
                      <Button size="small" onClick={() => void change(row, false, null)} data-testid="item-undo-refuse">
                        {t('samples.undoRefuse')}
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        danger
                        onClick={() => {
                          setReason('');
                          setRefusing(row);
                        }}
                        data-testid="item-refuse"
                      >
                        {t('samples.refuse')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={!!refusing}
        title={t('samples.refusalTitle', { code: String(refusing?.sampleName ?? '') })}
        onCancel={() => setRefusing(null)}
        onOk={async () => {
          if (!refusing) return;
          if (!reason.trim()) {
            message.warning(t('samples.refusalRequired'));
            return;
          }
          try {
            await change(refusing, true, reason.trim());
            setRefusing(null);
          } catch {
            // shown by the HTTP layer
          }
        }}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.TextArea rows={2} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('samples.refusalReason')} aria-label={t('samples.refusalReason')} />
        </Space>
      </Modal>
    </>
  );
}

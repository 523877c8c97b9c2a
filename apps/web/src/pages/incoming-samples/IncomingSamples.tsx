import { useEffect, useMemo, useState } from 'react';
import { App, Button, Empty, Space, Table, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { permissionCodes, SAMPLE, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { detailLocator, pathOfNamedRoute } from '../../resources/detail-route';
import { useSession } from '../../session/session-store';
import { DistributeDialog, distributionBatch } from '../samples/DistributeDialog';
import { SampleStateTag, ShelfLife } from '../samples/SampleTags';
import { incomingApi } from './incoming-api';
import { IncomingLabelsDialog } from './IncomingLabelsDialog';

/** A released result as the report will show it (value and unit); 未发布 until then. */
export function resultText(row: ResourceRow): string {
  if (row.resultText === null || row.resultText === undefined || row.resultText === '') return t('incomingSamples.resultPending');
  return [row.resultText, row.resultUnit].filter(Boolean).join(' ');
}

export interface IncomingSamplesProps {
  /** The order: its project holds the samples; its version reloads them (after 登记样品). */
  order: ResourceRow;
  /** The samples as loaded (the page's QC link needs them). */
  onRows?: (rows: ResourceRow[]) => void;
}

/**
 * The samples an incoming order registered: each code opening the sample's own page (for those who
 * hold it), its hazard, state, method, shelf-life deadline, analyst and — once its batch is
 * released — its result; ticked received ones go to an analyst with an instrument (分发, the
 * distribution dialog of 样品分发), and all of them print as QR labels.
 */
export function IncomingSamples({ order, onRows }: IncomingSamplesProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { roles, menus } = useSession();
  const projectId = Number(order.project ?? 0);
  const [rows, setRows] = useState<ResourceRow[] | null>(null);
  const [tick, setTick] = useState(0);
  const [ticked, setTicked] = useState<number[]>([]);
  const [distributing, setDistributing] = useState<ResourceRow[]>([]);
  const [labels, setLabels] = useState(false);
  const mayDistribute = checkPermission(roles, permissionCodes(SAMPLE, 'distribute'));
  const sampleLink = useMemo(() => (pathOfNamedRoute(menus, SAMPLE.detailRoute?.name ?? '') ? detailLocator(SAMPLE, menus) : null), [menus]);

  useEffect(() => {
    if (!projectId) return;
    let live = true;
    incomingApi.samples(projectId).then(
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
    // reloaded after a distribution and when the order moves (its version)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projectId, tick, order.version]);

  if (!projectId) return <Empty description={t('incomingSamples.notRegistered')} data-testid="incoming-not-registered" />;
  const selected = (rows ?? []).filter((r) => ticked.includes(r.id));

  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Space wrap>
        {mayDistribute && (
          <Button
            type="primary"
            data-testid="incoming-distribute"
            onClick={() => {
              const batch = distributionBatch(selected);
              if ('refusal' in batch) return void message.warning(batch.refusal);
              setDistributing(batch.samples);
            }}
          >
            {t('incomingSamples.distribute')}
          </Button>
        )}
        <Button icon={<PrinterOutlined />} disabled={!rows?.length} onClick={() => setLabels(true)} data-testid="incoming-labels">
          {t('incomingSamples.printLabels')}
        </Button>
        {selected.length > 0 && <Typography.Text type="secondary">{t('incomingSamples.selected', { count: selected.length })}</Typography.Text>}
      </Space>
      <Table<ResourceRow>
        size="small"
        rowKey="id"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={false}
        data-testid="incoming-samples"
        rowSelection={mayDistribute ? { selectedRowKeys: ticked, onChange: (keys) => setTicked(keys as number[]) } : undefined}
        columns={[
          {
            title: t('incomingSamples.code'),
            dataIndex: 'code',
            render: (code: string, row) => {
              const to = sampleLink?.(row);
              return to ? (
                <Typography.Link onClick={() => navigate(to)} data-testid="incoming-sample-link">
                  {code}
                </Typography.Link>
              ) : (
                code
              );
            },
          },
          { title: t('incomingSamples.hazard'), dataIndex: 'hazard' },
          { title: t('incomingSamples.state'), dataIndex: 'state', render: (v) => <SampleStateTag state={v} /> },
          { title: t('incomingSamples.method'), key: 'method', render: (_, row) => [row.standardNo, row.methodName].filter(Boolean).join(' ') },
          { title: t('incomingSamples.shelfLife'), key: 'shelfLife', render: (_, row) => <ShelfLife row={row} /> },
          { title: t('incomingSamples.analyst'), dataIndex: 'analystName' },
          { title: t('incomingSamples.result'), key: 'result', render: (_, row) => <span data-testid="incoming-result">{resultText(row)}</span> },
          { title: t('incomingSamples.testedDate'), dataIndex: 'testedDate' },
        ]}
      />
      <DistributeDialog
        mode="distribute"
        samples={distributing}
        onClose={() => setDistributing([])}
        onDone={() => {
          setDistributing([]);
          setTicked([]);
          setTick((n) => n + 1);
        }}
      />
      <IncomingLabelsDialog samples={labels ? (rows ?? []) : []} onClose={() => setLabels(false)} />
    </Space>
  );
}

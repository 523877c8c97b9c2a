import { useEffect, useState } from 'react';
import { Card, Space, Tag, Typography } from 'antd';
import type { AnalystLoadView } from '@ohit/contracts';
import { t } from '../../i18n';
import { sampleApi } from './sample-api';

/** Each analyst's current load (samples assigned, not yet submitted), the busiest first; asked again when `revision` moves. */
export function AnalystLoads({ revision }: { revision: number }) {
  const [loads, setLoads] = useState<AnalystLoadView[] | null>(null);
  useEffect(() => {
    let live = true;
    sampleApi.loads().then(
      (l) => live && setLoads(l),
      () => live && setLoads([]),
    );
    return () => {
      live = false;
    };
  }, [revision]);
  const busy = (loads ?? []).filter((l) => l.assigned > 0).sort((a, b) => b.assigned - a.assigned);
  return (
    <Card size="small" title={t('samples.loads')} extra={<Typography.Text type="secondary">{t('samples.loadsHint')}</Typography.Text>} data-testid="analyst-loads" loading={loads === null}>
      <Space wrap>
        {busy.map((l) => (
          <Tag key={l.userId} color={l.assigned >= 20 ? 'red' : l.assigned >= 10 ? 'orange' : 'blue'} data-testid="analyst-load">
            {t('samples.load', { name: l.name, count: l.assigned })}
          </Tag>
        ))}
      </Space>
    </Card>
  );
}

import { useEffect, useState } from 'react';
import { Button, Card, Select, Space } from 'antd';
import { type ResourceRow, SAMPLING_DAY } from '@ohit/contracts';
import { t } from '../../i18n';
import { ResourceList } from '../../resources/ResourceList';
import { samplingApi } from './sampling-api';
import { useSamplingNavigate } from './sampling-links';
import './site-sampling.css';

/**
 * 现场采样 (项目与现场 › 现场采样): on a phone, pick a project in 现场采样中 and go to today's
 * sampling; below, every sampling day (the generic list over SAMPLING_DAY; a code opens the day).
 */
export default function LiveSampleList() {
  const go = useSamplingNavigate();
  const [projects, setProjects] = useState<ResourceRow[]>([]);
  const [picked, setPicked] = useState<number | null>(null);
  useEffect(() => {
    void samplingApi.samplingProjects().then(setProjects);
  }, []);
  return (
    <>
      {projects.length > 0 && (
        <div className="sampling-mobile">
          <Card size="small" title={t('siteSampling.pickProject')} data-testid="sampling-start">
            <Space direction="vertical" style={{ width: '100%' }}>
              <Select
                size="large"
                showSearch
                optionFilterProp="label"
                style={{ width: '100%' }}
                value={picked ?? undefined}
                onChange={(v: number) => setPicked(v)}
                options={projects.map((p) => ({ value: Number(p.id), label: `${String(p.code)} ${String(p.name)}` }))}
                data-testid="sampling-start-project"
              />
              <Button type="primary" block disabled={picked === null} onClick={() => picked !== null && go('taskDetails', picked, null)} data-testid="sampling-start-go">
                {t('siteSampling.enter')}
              </Button>
            </Space>
          </Card>
        </div>
      )}
      <ResourceList declaration={SAMPLING_DAY} />
    </>
  );
}

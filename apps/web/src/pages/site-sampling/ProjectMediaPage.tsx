import { useEffect, useMemo, useRef, useState } from 'react';
import { AutoComplete, Button, Card, Empty, Input, Space, Typography } from 'antd';
import { type ResourceRow, SAMPLING_DAY } from '@ohit/contracts';
import { childOf, samplingApi } from './sampling-api';
import { t } from '../../i18n';
import { Permission } from '../../permission/Permission';
import { attachmentApi, childApi } from '../../resources/detail/section-api';
import { ui } from '../../ui/bridge';
import { photoPreview } from './image-preview';
import { SamplingShell } from './SamplingShell';
import { useAttachmentUrl } from './use-attachment-url';
import { useSamplingDay } from './use-sampling-day';

const MEDIA = childOf('media');

function Thumb({ dayId, media }: { dayId: number; media: ResourceRow }) {
  const url = useAttachmentUrl(dayId, media.kind === 'photo' ? (media.previewId ?? media.attachmentId) : media.attachmentId);
  if (!url) return <div style={{ aspectRatio: 1, background: '#f0f0f0' }} />;
  return media.kind === 'video' ? <video src={url} controls style={{ width: '100%' }} /> : <img src={url} alt={String(media.caption ?? media.point)} />;
}

/**
 * 照片视频 (projectMedia): photos and videos of each sampling point, taken with the phone's camera
 * and stored through the storage port — a photo as taken plus a preview resized in the browser —
 * each named to its point.
 */
export default function ProjectMediaPage() {
  const state = useSamplingDay();
  const dayId = state.day ? Number(state.day.id) : null;
  const [media, setMedia] = useState<ResourceRow[]>([]);
  const [points, setPoints] = useState<string[]>([]);
  const [point, setPoint] = useState('');
  const [caption, setCaption] = useState('');
  const [busy, setBusy] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);

  const reload = async () => {
    if (dayId !== null) setMedia(await childApi(SAMPLING_DAY, MEDIA, dayId).list().catch(() => [] as ResourceRow[]));
  };
  useEffect(() => {
    if (dayId === null) return;
    void reload();
    // the points the day's records name, then the plan's workshops and posts
    void Promise.all([samplingApi.records(dayId).catch(() => [] as ResourceRow[]), samplingApi.samples(dayId).catch(() => [])]).then(([records, samples]) =>
      setPoints([...new Set([...records.map((r) => String(r.pointName ?? r.workerName ?? '')), ...samples.map((s) => [s.workshop, s.post].filter(Boolean).join(' '))].filter(Boolean))]),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload reads dayId
  }, [dayId]);

  const byPoint = useMemo(() => {
    const groups = new Map<string, ResourceRow[]>();
    for (const m of media) groups.set(String(m.point), [...(groups.get(String(m.point)) ?? []), m]);
    return [...groups];
  }, [media]);

  const upload = async (file: File | undefined, kind: 'photo' | 'video') => {
    if (!file || dayId === null) return;
    if (!point.trim()) return ui.warning(t('siteSampling.pointPlaceholder'));
    setBusy(true);
    try {
      const files = attachmentApi(SAMPLING_DAY, dayId);
      const original = await files.upload(kind, file);
      const small = kind === 'photo' ? await photoPreview(file) : null;
      const preview = small ? await files.upload('photoPreview', small) : null;
      await childApi(SAMPLING_DAY, MEDIA, dayId).add({ point: point.trim(), kind, attachmentId: original.id, previewId: preview?.id ?? null, caption: caption.trim() || null });
      setCaption('');
      ui.success(t('siteSampling.uploaded'));
      await reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <SamplingShell state={state} page="projectMedia">
      {() => (
        <>
          <Permission codes={['liveSample:edit']}>
            <Card size="small" className="sampling-card">
              <Space direction="vertical" style={{ width: '100%' }}>
              <AutoComplete
                size="large"
                value={point}
                onChange={setPoint}
                options={points.map((p) => ({ value: p }))}
                placeholder={t('siteSampling.pointPlaceholder')}
                style={{ width: '100%' }}
                data-testid="media-point"
              />
              <Input size="large" value={caption} onChange={(e) => setCaption(e.target.value)} placeholder={t('siteSampling.caption')} maxLength={200} />
              <input ref={photoInput} type="file" accept="image/jpeg,image/png,image/webp" capture="environment" hidden data-testid="media-photo-input" onChange={(e) => void upload(e.target.files?.[0], 'photo').finally(() => (e.target.value = ''))} />
              <input ref={videoInput} type="file" accept="video/mp4,video/quicktime,video/webm" capture="environment" hidden data-testid="media-video-input" onChange={(e) => void upload(e.target.files?.[0], 'video').finally(() => (e.target.value = ''))} />
              <Button type="primary" block loading={busy} onClick={() => photoInput.current?.click()} data-testid="media-photo">
                {t('siteSampling.takePhoto')}
              </Button>
              <Button block loading={busy} onClick={() => videoInput.current?.click()} data-testid="media-video">
                {t('siteSampling.takeVideo')}
              </Button>
              </Space>
            </Card>
          </Permission>
          {byPoint.length === 0 && <Empty description={t('siteSampling.noMedia')} />}
          {byPoint.map(([name, items]) => (
            <Card key={name} size="small" className="sampling-card" title={name}>
              <div className="sampling-thumbs">
                {items.map((m) => (
                  <div key={String(m.id)} data-testid="media-item">
                    <Thumb dayId={dayId ?? 0} media={m} />
                    {m.caption ? <Typography.Text type="secondary">{String(m.caption)}</Typography.Text> : null}
                  </div>
                ))}
              </div>
            </Card>
          ))}
        </>
      )}
    </SamplingShell>
  );
}

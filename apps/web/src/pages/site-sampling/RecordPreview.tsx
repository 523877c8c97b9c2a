import { Form, type FormInstance, Typography } from 'antd';
import { computeFields, fieldOf, SAMPLING_RECORD } from '@ohit/contracts';
import { standardVolume } from '@ohit/domain';
import { t } from '../../i18n';
import { toPayload } from '../../resources/form-model';

const show = (v: unknown) => (v === null || v === undefined ? '—' : String(v));
const label = (name: string) => fieldOf(SAMPLING_RECORD, name)?.label ?? name;

/** Whether V0 was converted (outside 5–35 °C or 98.8–103.4 kPa): the same domain rule the value comes from. */
function converted(volume: unknown, temperature: unknown, pressure: unknown): boolean | null {
  if (volume === null || volume === undefined || !temperature || !pressure) return null;
  try {
    return standardVolume({ volumeL: String(volume), temperatureC: String(temperature), pressureKPa: String(pressure) }).converted;
  } catch {
    return null;
  }
}

/**
 * Duration, Vt, V0 and the flow drift as the sampler types, computed by the declaration's own
 * functions (@ohit/domain, COMPUTED_FUNCTIONS) — the server stores its own computation on save.
 */
export function RecordPreview({ form }: { form: FormInstance<Record<string, unknown>> }) {
  const values = (Form.useWatch([], form) as Record<string, unknown> | undefined) ?? {};
  const row = toPayload(SAMPLING_RECORD, values);
  const c = computeFields(SAMPLING_RECORD, row);
  const exceeded = c.driftExceeded === true;
  const conv = converted(c.sampledVolume, row.temperature, row.pressure);
  return (
    <div className={`sampling-preview${exceeded ? ' exceeded' : ''}`} data-testid="sampling-record-preview">
      <Typography.Text type="secondary">{t('siteSampling.preview')}</Typography.Text>
      <div>
        {label('durationMinutes')}：<span data-testid="preview-duration">{show(c.durationMinutes)}</span>
      </div>
      <div>
        {label('sampledVolume')}：<span data-testid="preview-vt">{show(c.sampledVolume)}</span>
      </div>
      <div>
        {label('standardVolume')}：
        <Typography.Text strong data-testid="preview-v0">
          {show(c.standardVolume)}
        </Typography.Text>
      </div>
      {conv !== null && <Typography.Text type="secondary">{conv ? t('siteSampling.converted') : t('siteSampling.notConverted')}</Typography.Text>}
      <div>
        {label('flowDrift')}：<span data-testid="preview-drift">{show(c.flowDrift)}</span>{' '}
        {c.driftExceeded !== null && c.driftExceeded !== undefined && (
          <Typography.Text type={exceeded ? 'danger' : 'success'} strong data-testid="preview-drift-flag">
            {exceeded ? t('siteSampling.driftExceeded') : t('siteSampling.driftOk')}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}

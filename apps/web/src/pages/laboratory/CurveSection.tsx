import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Input, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { t } from '../../i18n';
import type { CurveLevelDraft } from './batch-input';
import { BatchFieldsForm } from './BatchFieldsForm';
import { labApi } from './lab-api';
import { eightSignificant, isDecimalText } from './lab-family';
import type { BatchWorkspace } from './use-batch-workspace';
import type { ReasonGate } from './use-reason-gate';

/** The fields of a reused curve (an earlier batch's of the method) and of the check standard measured with it. */
export const CURVE_REUSE_FIELDS = ['curveFrom', 'curveValidUntil', 'checkStandardExpected', 'checkStandardMeasured'] as const;

const INTEGER = /^\d+$/;

/** Why the levels cannot be saved as typed (zh-CN), or null. */
export function levelsRefusal(levels: readonly CurveLevelDraft[]): string | null {
  for (const [i, l] of levels.entries()) {
    if (!INTEGER.test(l.level.trim())) return t('laboratory.levelNumber', { n: i + 1 });
    if (!l.concentration.trim() || !isDecimalText(l.concentration)) return t('laboratory.levelConcentration', { level: l.level });
    if (!l.response.trim() || !isDecimalText(l.response)) return t('laboratory.levelResponse', { level: l.level });
  }
  const seen = new Set(levels.map((l) => l.level.trim()));
  return seen.size === levels.length ? null : t('laboratory.levelRepeated');
}

const differs = (a: CurveLevelDraft, b: CurveLevelDraft | undefined) => !b || a.level !== b.level || a.concentration !== b.concentration || a.response !== b.response;

/** The fit as @ohit/domain computes it now: a and b to 8 significant digits, r as the engine prints it (8), usable or refused. */
function CurveFit({ ws }: { ws: BatchWorkspace }) {
  const curve = ws.live?.result?.curve ?? null;
  if (!curve) {
    const refusal = ws.live?.result ? null : ws.live?.error;
    return refusal ? <Alert type="error" showIcon message={refusal} /> : null;
  }
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="curve-fit">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} bordered>
        <Descriptions.Item label={t('laboratory.intercept')}>
          <span data-testid="curve-intercept">{eightSignificant(curve.intercept)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('laboratory.slope')}>
          <span data-testid="curve-slope">{eightSignificant(curve.slope)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('laboratory.r')}>
          <span data-testid="curve-r">{curve.r}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('laboratory.curveState')}>
          <Tag color={curve.usable ? 'success' : 'error'} data-testid="curve-usable">
            {curve.usable ? t('laboratory.curveUsable') : t('laboratory.curveUnusable')}
          </Tag>
          {curve.reused && <Tag>{t('laboratory.curveReused')}</Tag>}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text type="secondary">{curve.equation}</Typography.Text>
      {curve.refusal && <Alert type="error" showIcon message={curve.refusal} data-testid="curve-refusal" />}
    </Space>
  );
}

/**
 * 标准曲线: the levels (blank level 0 and at least 5 concentrations) typed in place, the fit shown
 * live as they are typed — refused under r 0.999 or with too few levels; 保存 sends the new,
 * changed and removed levels (with the reason once submitted). Or an earlier batch's curve is
 * reused (沿用), with the check standard measured against it.
 */
export function CurveSection({ ws, gate }: { ws: BatchWorkspace; gate: ReasonGate }) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  if (!ws.family) return null;
  if (!ws.family.usesCurve) return <Alert type="info" showIcon message={t('laboratory.noCurve')} description={ws.family.note} />;

  const levels = ws.curve;
  const change = (index: number, patch: Partial<CurveLevelDraft>) => ws.setCurve(levels.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const nextLevel = levels.reduce((max, l) => (INTEGER.test(l.level) ? Math.max(max, Number(l.level) + 1) : max), 0);

  const save = async () => {
    const refusal = levelsRefusal(levels);
    if (refusal) return void message.warning(refusal);
    const stored = ws.storedCurve;
    const removed = stored.filter((s) => !levels.some((l) => l.id === s.id));
    const changed = levels.filter((l) => l.id !== null && differs(l, stored.find((s) => s.id === l.id)));
    const added = levels.filter((l) => l.id === null);
    if (removed.length + changed.length + added.length === 0) {
      ws.setCurve(null);
      return void message.info(t('laboratory.nothingToSave'));
    }
    const reason = await gate.ask(t('laboratory.saveCurve'));
    if (reason === null) return;
    const why = reason ? { reason } : {};
    const api = labApi.children(Number(ws.stored?.id), 'curve');
    const body = (l: CurveLevelDraft) => ({ level: Number(l.level), concentration: l.concentration.trim(), response: l.response.trim(), ...why });
    setSaving(true);
    try {
      for (const l of removed) await api.remove(Number(l.id), Number(l.version), reason ?? undefined);
      for (const l of changed) await api.edit(Number(l.id), { ...body(l), version: Number(l.version) });
      for (const l of added) await api.add(body(l));
      message.success(t('laboratory.curveSaved'));
      ws.setCurve(null);
    } catch {
      // the server's refusal is shown by the HTTP layer; the typed levels stay
    } finally {
      ws.reload();
      setSaving(false);
    }
  };

  const cell = (index: number, key: 'level' | 'concentration' | 'response', label: string) => {
    const value = levels[index][key];
    if (!ws.editable) return value;
    const valid = key === 'level' ? INTEGER.test(value.trim()) || value === '' : isDecimalText(value);
    return <Input size="small" inputMode="decimal" value={value} status={valid ? undefined : 'error'} aria-label={`${t('laboratory.level')}${index + 1} ${label}`} onChange={(e) => change(index, { [key]: e.target.value })} />;
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={t('laboratory.curveLevels')}>
        <Table<CurveLevelDraft>
          rowKey={(l) => `${l.id ?? 'new'}-${levels.indexOf(l)}`}
          size="small"
          pagination={false}
          dataSource={levels}
          data-testid="curve-levels"
          locale={{ emptyText: t('laboratory.noLevels') }}
          columns={[
            { key: 'level', title: t('laboratory.level'), width: 90, render: (_, __, i) => cell(i, 'level', t('laboratory.level')) },
            { key: 'concentration', title: t('laboratory.concentration'), render: (_, __, i) => cell(i, 'concentration', t('laboratory.concentration')) },
            { key: 'response', title: t('laboratory.response'), render: (_, __, i) => cell(i, 'response', t('laboratory.response')) },
            ...(ws.editable
              ? [
                  {
                    key: 'operation',
                    title: t('resourceSections.operation'),
                    width: 80,
                    render: (_: unknown, __: CurveLevelDraft, i: number) => (
                      <Button size="small" type="link" danger onClick={() => ws.setCurve(levels.filter((_l, j) => j !== i))}>
                        {t('resourceSections.delete')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {ws.editable && (
          <Space style={{ marginTop: 8 }} wrap>
            <Button icon={<PlusOutlined />} onClick={() => ws.setCurve([...levels, { id: null, level: String(nextLevel), concentration: '', response: '' }])} data-testid="add-level">
              {t('laboratory.addLevel')}
            </Button>
            <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!ws.curveDirty} onClick={() => void save()} data-testid="save-curve">
              {t('laboratory.saveCurve')}
            </Button>
            {ws.curveDirty && (
              <Button icon={<UndoOutlined />} onClick={() => ws.setCurve(null)}>
                {t('laboratory.undo')}
              </Button>
            )}
          </Space>
        )}
      </Card>
      <Card size="small" title={t('laboratory.curveFit')}>
        <CurveFit ws={ws} />
      </Card>
      <Card size="small" title={t('laboratory.curveReuse')}>
        <Typography.Paragraph type="secondary">{t('laboratory.curveReuseHint')}</Typography.Paragraph>
        <BatchFieldsForm ws={ws} gate={gate} names={CURVE_REUSE_FIELDS} title={t('laboratory.saveCurveReuse')} testId="curve-reuse" />
      </Card>
    </Space>
  );
}

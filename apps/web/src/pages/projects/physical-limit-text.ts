import type { PointJudgementView } from '@ohit/contracts';
import { t } from '../../i18n';

/**
 * A GBZ 2.2 point's limit as a report writes it, from its checks: the value judged, the limit with
 * the value's unit and the condition it was chosen by — "LEX,8h ≤ 85 dB(A)", "WBGT ≤ 29 ℃（接触时间率
 * 75%，体力劳动强度II级）" (the domain's formula names the heat limit only as 限值). No check (a heat
 * point without the post's labour intensity): the limit is undetermined, the explanation says why.
 */
export function physicalLimitText(point: Pick<PointJudgementView, 'checks' | 'values'>, edition: string): string {
  const texts = point.checks.map((c) => {
    const label = c.formula.split(' ≤ ')[0]?.trim() ?? '';
    const unit = point.values.find((v) => v.label === label)?.unit ?? '';
    const condition = /（[^）]*）/.exec(c.formula)?.[0] ?? '';
    return `${label} ≤ ${c.limit}${unit ? ` ${unit}` : ''}${condition}`;
  });
  return `${texts.length > 0 ? texts.join('；') : t('judgements.limitUndetermined')}（${edition}）`;
}

/**
 * The count check of a hand-over (样品交接): the sample room counts what arrived against what
 * the sampler sent; a difference is accepted only with a written remark saying why.
 */
export function receiptCountRefusal(sent: number, received: number | null | undefined, remark: string | null | undefined): string | null {
  if (received === null || received === undefined) return '请填写实收数量';
  if (received !== sent && !(remark ?? '').trim()) return `实收数量（${received}）与送样数量（${sent}）不一致，请在备注中说明原因`;
  return null;
}

/** The sample states that count in an analyst's load: assigned to them and not yet submitted. */
export const ANALYST_LOAD_STATES: readonly string[] = ['distributed', 'testing'];

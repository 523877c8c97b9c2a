/** One row of a GBZ 2.2 physical-limit CSV, as text (values are copied, never recomputed). */
export interface PhysicalLimitRow {
  /** Base name of the CSV the row came from. */
  readonly file: string;
  readonly factorZh: string;
  readonly condition: string;
  readonly context: string;
  readonly parameter: string;
  /** Blank where the source has no value (a gap); may be an expression such as "400/t". */
  readonly value: string;
  readonly unit: string;
  readonly source: string;
}

/** Header every physical-limit CSV must have, in this order. */
export const PHYSICAL_LIMIT_CSV_HEADER = ['factor_zh', 'condition', 'context', 'parameter', 'value', 'unit', 'source'] as const;

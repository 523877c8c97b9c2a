/**
 * The reference block a supervision row carries about the two organisations it joins: the health
 * authority that set it (检查单位 / 组织单位, its name written by the server) and the organisation it
 * concerns (机构编码 — typed by the supervisor and checked against its zones, or carried read-only
 * — and the organisation's name, always the server's). One field set for 省级质控, 质量监督 and
 * 专家任务 (and their organisations' rows); each row names only its label and column width.
 */
import type { ResourceField } from '../resources/resource-declaration';

/** The authority's name as the row carries it (set from the authority's organisation). */
export const authorityNameField = (label: string, width: number): ResourceField => ({ name: 'authorityName', type: 'string', label, readOnly: true, maxLength: 100, width });

/** The organisation's 机构编码: typed by the supervisor (`required`) or carried read-only. */
export const orgCodeField = (mode: 'typed' | 'carried', width: number): ResourceField =>
  mode === 'typed'
    ? { name: 'orgCode', type: 'string', label: '机构编码', required: true, maxLength: 50, searchable: 'exact', sortable: true, width }
    : { name: 'orgCode', type: 'string', label: '机构编码', readOnly: true, maxLength: 50, searchable: 'exact', width };

/** The organisation's name (the server's, from 机构编码), searched and sorted in lists. */
export const orgNameField = (label: string, maxLength: number, width: number): ResourceField => ({
  name: 'orgName',
  type: 'string',
  label,
  readOnly: true,
  maxLength,
  searchable: 'contains',
  sortable: true,
  width,
});

// 省级质控 (src/pages/provincial-qc): a health authority's QC tasks and the organisations' parts.
export const provincialQc = {
  assignments: '各机构考核情况',
  inspections: '监督检查',
  rectifications: '整改',
};

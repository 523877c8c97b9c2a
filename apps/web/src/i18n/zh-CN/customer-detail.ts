// The inspected unit's (customer's) detail page (src/pages/customer-detail).
export const customerDetail = {
  title: '受检单位详情',
  basic: '基本信息',
  projects: '项目',
  relations: '关联',
  missing: '缺少受检单位参数',
  back: '返回',
  total: '共 {total} 条',
  createTime: '创建时间',
} as const;

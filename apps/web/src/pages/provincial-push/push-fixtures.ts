import type { ProvincialRecord } from '@ohit/contracts';

/** A record as the api answers it, for the pages' specs. */
export const sampleRecord: ProvincialRecord = {
  idempotencyKey: '91320100MA1XXXXX0X:DJ-2026-0001:1:1',
  entrustOrg: { name: '示例化工1', creditCode: '91320115MA1ABCDE1X', entrustDate: '2026-02-01' },
  employer: {
    name: '示例化工1',
    creditCode: '91320115MA1ABCDE1X',
    economicTypeCode: '159',
    industryCode: '2641',
    scaleCode: '3',
    areaCode: '320115000',
    areaName: '江苏省/南京市/江宁区',
    registeredAddress: '注册地址',
    address: '地址',
    employeesTotal: 120,
    exposedTotal: 30,
    legalPerson: '陈法人',
    contact: '王经理',
    contactPhone: '13800000000',
  },
  checkOrg: { creditCode: '91320100MA1XXXXX0X', name: '检测公司', projectLeader: '李负责', director: '周主任' },
  report: { code: 'DJ-2026-0001', checkType: '10', reportDate: '2026-03-20', preparer: '编制人', issuer: '签发人', surveyBegin: '2026-03-01', surveyEnd: '2026-03-01', samplingBegin: '2026-03-02', samplingEnd: '2026-03-02', participants: [{ name: '张采样', roles: ['2'] }] },
  points: [{ checkItemCode: '11003', workshop: '喷漆车间', post: '喷漆工', dailyContactHours: '8.0', weekWorkDays: '5.0', pointName: '喷漆房1', checkDate: '2026-03-02', conclusion: '1', results: [{ code: '1100301', value: '4.13', unit: '1001' }] }],
};

import type { ProvincialRecord } from '@ohit/contracts';

/**
 * A complete, valid record for tests and the bench (a noise point and a dust point), with text that
 * needs XML escaping. `key` makes it a distinct record at the province.
 */
export function sampleProvincialRecord(key = 'SAMPLE-KEY-1', overrides: Partial<ProvincialRecord> = {}): ProvincialRecord {
  return {
    idempotencyKey: key,
    entrustOrg: { name: '宁波示例机械有限公司', creditCode: '91330200MA2AB3CD4E', entrustDate: '2026-03-02' },
    employer: {
      name: '宁波示例机械有限公司',
      creditCode: '91330200MA2AB3CD4E',
      economicTypeCode: '159',
      industryCode: '3411',
      scaleCode: '3',
      areaCode: '330212000',
      areaName: '浙江省宁波市鄞州区',
      registeredAddress: '鄞州区示例路1号',
      address: '鄞州区示例路1号 <A&B栋>',
      employeesTotal: 120,
      exposedTotal: 48,
      legalPerson: '张三',
      contact: '李四',
      contactPhone: '0574-88888888',
    },
    checkOrg: { creditCode: '12330000MB0000000X', name: '职业健康检测演示机构', projectLeader: '王五', director: '赵六' },
    report: {
      code: 'OHIT-JC-2026-0001',
      checkType: '10',
      reportDate: '2026-03-20',
      preparer: '王五',
      issuer: '赵六',
      surveyBegin: '2026-03-03',
      surveyEnd: '2026-03-03',
      samplingBegin: '2026-03-05',
      samplingEnd: '2026-03-06',
      participants: [
        { name: '王五', roles: ['1', '4'] },
        { name: '钱七', roles: ['2', '3'] },
      ],
    },
    points: [
      {
        checkItemCode: '1016',
        workshop: '冲压车间',
        post: '冲压工',
        dailyContactHours: '8',
        weekWorkDays: '5',
        pointName: '1#冲床',
        checkDate: '2026-03-05',
        conclusion: '0',
        results: [{ code: '101601', value: '87.3', unit: '1016' }],
      },
      {
        checkItemCode: '0101',
        workshop: '打磨车间',
        post: '打磨工',
        dailyContactHours: '6.5',
        weekWorkDays: '5',
        pointName: '打磨台',
        checkDate: '2026-03-06',
        conclusion: '1',
        results: [
          { code: '010101', value: '0.82', unit: '2001' },
          { code: '010102', value: '1.20', unit: '2001' },
        ],
      },
    ],
    ...overrides,
  };
}

import { parseHoldingsReplyXml, holdingsReplyXml, parseReplyXml, parseRequestXml, pushBodyXml, queryBodyXml, replyXml, reportToXml, requestXml } from './report-xml';
import { sampleProvincialRecord } from './sample-record';
import { XmlParseError, parseXml } from './xml';

const header = { service: 'CHECK_REPORT', userId: 'org-1', requestTime: '2026-03-20 10:00:00', headSign: 'ab', bodySign: 'cd==' };

describe('the provincial XML payload', () => {
  it('maps a record to data/body/reportList/report with the province element names, dates as yyyy-MM-dd and the idempotency key', () => {
    const xml = reportToXml(sampleProvincialRecord('K-1'));
    expect(xml.startsWith('<report><idempotencyKey>K-1</idempotencyKey><entrustOrgInfo><orgName>')).toBe(true);
    expect(xml).toContain('<empInfo><empName>宁波示例机械有限公司</empName><creditCode>91330200MA2AB3CD4E</creditCode><economicTypeCode>159</economicTypeCode><industryCategoryCode>3411</industryCategoryCode><scaleCode>3</scaleCode><areaCode>330212000</areaCode>');
    expect(xml).toContain('<employeesTotalNum>120</employeesTotalNum><contactHazardNum>48</contactHazardNum>');
    expect(xml).toContain('<surveyBeginDate>2026-03-03</surveyBeginDate>');
    expect(xml).toContain('<participant><name>王五</name><serviceItemList><serviceItem><itemCode>1</itemCode></serviceItem><serviceItem><itemCode>4</itemCode></serviceItem></serviceItemList></participant>');
    expect(xml).toContain('<detectionPoint><checkItemCode>1016</checkItemCode><workArea>冲压车间</workArea><detectionArea>冲压工</detectionArea><dailyContactTime>8</dailyContactTime><weekWorkDay>5</weekWorkDay><pointName>1#冲床</pointName><checkDate>2026-03-05</checkDate><conclusion>0</conclusion><resultList><result><code>101601</code><result>87.3</result><unit>1016</unit></result></resultList></detectionPoint>');
  });

  it('escapes text so a name with < & > cannot break the document, and reads it back unchanged', () => {
    const record = sampleProvincialRecord('K-<&>"\'');
    const xml = reportToXml(record);
    expect(xml).toContain('<address>鄞州区示例路1号 &lt;A&amp;B栋&gt;</address>');
    expect(xml).toContain('<idempotencyKey>K-&lt;&amp;&gt;&quot;&apos;</idempotencyKey>');
    const parsed = parseRequestXml(requestXml(header, pushBodyXml(record)));
    expect(parsed.records).toEqual([record]);
  });

  it('round-trips a whole request: header, records with exact decimal strings, and a query body of keys', () => {
    const record = sampleProvincialRecord('K-2');
    const parsed = parseRequestXml(requestXml(header, pushBodyXml(record)));
    expect(parsed.header).toEqual(header);
    expect(parsed.records[0].points[1].results.map((r) => r.value)).toEqual(['0.82', '1.20']);
    expect(parsed.records[0].points[1].dailyContactHours).toBe('6.5');
    const query = parseRequestXml(requestXml({ ...header, service: 'QUERY_REPORT' }, queryBodyXml(['a', 'b&c'])));
    expect(query.keys).toEqual(['a', 'b&c']);
    expect(query.records).toEqual([]);
  });

  it('reads the province answers: returnCode, message, record id, duplicate, and held records', () => {
    expect(parseReplyXml(replyXml({ returnCode: '0', returnMsg: '接收成功', recordId: 'ZJ1', duplicate: true }))).toEqual({ returnCode: '0', returnMsg: '接收成功', recordId: 'ZJ1', duplicate: true });
    expect(parseReplyXml('<data><returnCode>2001</returnCode><returnMsg>用人单位统一社会信用代码应为18位</returnMsg></data>')).toEqual({
      returnCode: '2001',
      returnMsg: '用人单位统一社会信用代码应为18位',
      recordId: undefined,
      duplicate: false,
    });
    const held = { idempotencyKey: 'K', provinceRecordId: 'ZJ1', reportCode: 'R-1', pointCount: 2, receivedAt: '2026-03-20T02:00:00.000Z' };
    expect(parseHoldingsReplyXml(holdingsReplyXml({ returnCode: '0', returnMsg: '查询成功' }, [held])).holdings).toEqual([held]);
  });

  it('refuses XML that is not well-formed with a Chinese message', () => {
    expect(() => parseXml('<data><body></data>')).toThrow(XmlParseError);
    expect(() => parseXml('<data><body></data>')).toThrow(/XML格式错误/);
  });
});

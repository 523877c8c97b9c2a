import type { ProvincialParticipantRole, ProvincialRecord } from '@ohit/contracts';
import type { ProvincialHolding } from './provincial-adapter';
import type { ProvinceReply } from './protocol';
import { child, childrenNamed, childText, el, parseXml, path, text, type XmlNode } from './xml';

/**
 * The XML payload of a provincial push (peer-systems.md §7): `data/header` + `data/body/reportList/report`,
 * element names as the province's interface spells them. Built and parsed here only, so the
 * adapter and the reference platform cannot drift apart.
 */

/** One record as `<report>…</report>`. */
export function reportToXml(r: ProvincialRecord): string {
  const e = r.employer;
  return el(
    'report',
    text('idempotencyKey', r.idempotencyKey),
    el('entrustOrgInfo', text('orgName', r.entrustOrg.name), text('creditCode', r.entrustOrg.creditCode), text('entrustDate', r.entrustOrg.entrustDate)),
    el(
      'empInfo',
      text('empName', e.name),
      text('creditCode', e.creditCode),
      text('economicTypeCode', e.economicTypeCode),
      text('industryCategoryCode', e.industryCode),
      text('scaleCode', e.scaleCode),
      text('areaCode', e.areaCode),
      text('areaName', e.areaName),
      text('registerAddress', e.registeredAddress),
      text('address', e.address),
      text('employeesTotalNum', e.employeesTotal),
      text('contactHazardNum', e.exposedTotal),
      text('legalPerson', e.legalPerson),
      text('linkMan', e.contact),
      text('linkPhone', e.contactPhone),
    ),
    el('checkOrgInfo', text('creditCode', r.checkOrg.creditCode), text('orgName', r.checkOrg.name), text('projectLeader', r.checkOrg.projectLeader), text('orgLeader', r.checkOrg.director)),
    el(
      'reportInfo',
      text('reportCode', r.report.code),
      text('checkType', r.report.checkType),
      text('reportDate', r.report.reportDate),
      text('preparer', r.report.preparer),
      text('issuer', r.report.issuer),
      text('surveyBeginDate', r.report.surveyBegin),
      text('surveyEndDate', r.report.surveyEnd),
      text('samplingBeginDate', r.report.samplingBegin),
      text('samplingEndDate', r.report.samplingEnd),
      el('participantList', ...r.report.participants.map((p) => el('participant', text('name', p.name), el('serviceItemList', ...p.roles.map((role) => el('serviceItem', text('itemCode', role))))))),
    ),
    el(
      'detectionPointList',
      ...r.points.map((p) =>
        el(
          'detectionPoint',
          text('checkItemCode', p.checkItemCode),
          text('workArea', p.workshop),
          text('detectionArea', p.post),
          text('dailyContactTime', p.dailyContactHours),
          text('weekWorkDay', p.weekWorkDays),
          text('pointName', p.pointName),
          text('checkDate', p.checkDate),
          text('conclusion', p.conclusion),
          el('resultList', ...p.results.map((x) => el('result', text('code', x.code), text('result', x.value), text('unit', x.unit)))),
        ),
      ),
    ),
  );
}

/** `<report>` back to a record (absent elements read as ''; the province validates). */
export function reportFromXml(n: XmlNode): ProvincialRecord {
  const entrust = child(n, 'entrustOrgInfo');
  const emp = child(n, 'empInfo');
  const org = child(n, 'checkOrgInfo');
  const info = child(n, 'reportInfo');
  return {
    idempotencyKey: childText(n, 'idempotencyKey'),
    entrustOrg: { name: childText(entrust, 'orgName'), creditCode: childText(entrust, 'creditCode'), entrustDate: childText(entrust, 'entrustDate') },
    employer: {
      name: childText(emp, 'empName'),
      creditCode: childText(emp, 'creditCode'),
      economicTypeCode: childText(emp, 'economicTypeCode'),
      industryCode: childText(emp, 'industryCategoryCode'),
      scaleCode: childText(emp, 'scaleCode') as ProvincialRecord['employer']['scaleCode'],
      areaCode: childText(emp, 'areaCode'),
      areaName: childText(emp, 'areaName'),
      registeredAddress: childText(emp, 'registerAddress'),
      address: childText(emp, 'address'),
      employeesTotal: Number(childText(emp, 'employeesTotalNum')),
      exposedTotal: Number(childText(emp, 'contactHazardNum')),
      legalPerson: childText(emp, 'legalPerson'),
      contact: childText(emp, 'linkMan'),
      contactPhone: childText(emp, 'linkPhone'),
    },
    checkOrg: { creditCode: childText(org, 'creditCode'), name: childText(org, 'orgName'), projectLeader: childText(org, 'projectLeader'), director: childText(org, 'orgLeader') },
    report: {
      code: childText(info, 'reportCode'),
      checkType: childText(info, 'checkType') as ProvincialRecord['report']['checkType'],
      reportDate: childText(info, 'reportDate'),
      preparer: childText(info, 'preparer'),
      issuer: childText(info, 'issuer'),
      surveyBegin: childText(info, 'surveyBeginDate'),
      surveyEnd: childText(info, 'surveyEndDate'),
      samplingBegin: childText(info, 'samplingBeginDate'),
      samplingEnd: childText(info, 'samplingEndDate'),
      participants: childrenNamed(child(info, 'participantList'), 'participant').map((p) => ({
        name: childText(p, 'name'),
        roles: childrenNamed(child(p, 'serviceItemList'), 'serviceItem').map((s) => childText(s, 'itemCode') as ProvincialParticipantRole),
      })),
    },
    points: childrenNamed(child(n, 'detectionPointList'), 'detectionPoint').map((p) => ({
      checkItemCode: childText(p, 'checkItemCode'),
      workshop: childText(p, 'workArea'),
      post: childText(p, 'detectionArea'),
      dailyContactHours: childText(p, 'dailyContactTime'),
      weekWorkDays: childText(p, 'weekWorkDay'),
      pointName: childText(p, 'pointName'),
      checkDate: childText(p, 'checkDate'),
      conclusion: childText(p, 'conclusion') as '1' | '0',
      results: childrenNamed(child(p, 'resultList'), 'result').map((x) => ({ code: childText(x, 'code'), value: childText(x, 'result'), unit: childText(x, 'unit') })),
    })),
  };
}

/** The signed request header (no password: only its MD5 inside headSign). */
export interface RequestHeader {
  service: string;
  userId: string;
  requestTime: string;
  headSign: string;
  bodySign: string;
}

/** `<body>` of a push: one record per request (the idempotency unit). Canonical as built (no whitespace). */
export const pushBodyXml = (record: ProvincialRecord): string => el('body', el('reportList', reportToXml(record)));
/** `<body>` of a reconciliation query. */
export const queryBodyXml = (keys: readonly string[]): string => el('body', el('keyList', ...keys.map((k) => text('idempotencyKey', k))));

/** The whole `<data>` document given the header and an already-built body. */
export function requestXml(header: RequestHeader, bodyXml: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${el(
    'data',
    el('header', text('service', header.service), text('userId', header.userId), text('requestTime', header.requestTime), text('headSign', header.headSign), text('bodySign', header.bodySign)),
    bodyXml,
  )}`;
}

/** A request as the province reads it: the header, the parsed body, and its records or keys. */
export interface ParsedRequest {
  header: RequestHeader;
  body: XmlNode | undefined;
  records: ProvincialRecord[];
  keys: string[];
}

export function parseRequestXml(xml: string): ParsedRequest {
  const root = parseXml(xml);
  const h = child(root, 'header');
  const body = child(root, 'body');
  return {
    header: {
      service: childText(h, 'service'),
      userId: childText(h, 'userId'),
      requestTime: childText(h, 'requestTime'),
      headSign: childText(h, 'headSign'),
      bodySign: childText(h, 'bodySign'),
    },
    body,
    records: childrenNamed(child(body, 'reportList'), 'report').map(reportFromXml),
    keys: childrenNamed(child(body, 'keyList'), 'idempotencyKey').map((k) => k.text),
  };
}

/** The province's `<data>` answer to a push. */
export function replyXml(r: ProvinceReply): string {
  const parts = [text('returnCode', r.returnCode), text('returnMsg', r.returnMsg)];
  if (r.recordId !== undefined) parts.push(text('recordId', r.recordId));
  if (r.duplicate !== undefined) parts.push(text('duplicate', r.duplicate));
  return el('data', ...parts);
}

export function parseReplyXml(xml: string): ProvinceReply {
  const root = parseXml(xml);
  const recordId = childText(root, 'recordId');
  return {
    returnCode: childText(root, 'returnCode'),
    returnMsg: childText(root, 'returnMsg'),
    recordId: recordId || undefined,
    duplicate: childText(root, 'duplicate') === 'true',
  };
}

/** The answer to a reconciliation query: `<data><returnCode/>…<recordList><record/>…`. */
export function holdingsReplyXml(reply: ProvinceReply, holdings: readonly ProvincialHolding[]): string {
  return el(
    'data',
    text('returnCode', reply.returnCode),
    text('returnMsg', reply.returnMsg),
    el(
      'recordList',
      ...holdings.map((h) =>
        el('record', text('idempotencyKey', h.idempotencyKey), text('recordId', h.provinceRecordId), text('reportCode', h.reportCode), text('pointCount', h.pointCount), text('receivedAt', h.receivedAt), ...(h.digest ? [text('digest', h.digest)] : [])),
      ),
    ),
  );
}

export function parseHoldingsReplyXml(xml: string): { reply: ProvinceReply; holdings: ProvincialHolding[] } {
  const root = parseXml(xml);
  return {
    reply: { returnCode: childText(root, 'returnCode'), returnMsg: childText(root, 'returnMsg') },
    holdings: childrenNamed(path(root, 'recordList'), 'record').map((n) => ({
      idempotencyKey: childText(n, 'idempotencyKey'),
      provinceRecordId: childText(n, 'recordId'),
      reportCode: childText(n, 'reportCode'),
      pointCount: Number(childText(n, 'pointCount')),
      receivedAt: childText(n, 'receivedAt'),
      ...(childText(n, 'digest') ? { digest: childText(n, 'digest') } : {}),
    })),
  };
}

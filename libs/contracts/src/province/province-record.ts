/**
 * What one provincial push sends for one issued report (domain.md §9, peer-systems.md §7): mapped
 * from our records by the api, never retyped. Dates are yyyy-MM-dd; every measured value is the
 * exact decimal string of our result, never a float. Codes are the province's code tables.
 */
export type ProvincialCheckType = '10' | '20' | '30' | '31' | '32' | '33';

/** 1 大, 2 中, 3 小, 4 微, 5 不详. */
export type ProvincialScaleCode = '1' | '2' | '3' | '4' | '5';

/** A participant's role in the report: 1 调查, 2 采样, 3 检测, 4 评价. */
export type ProvincialParticipantRole = '1' | '2' | '3' | '4';

export interface ProvincialEmployer {
  name: string;
  /** 统一社会信用代码, 18 characters. */
  creditCode: string;
  /** 经济类型 code (N3). */
  economicTypeCode: string;
  /** GB/T 4754 industry code (N4). */
  industryCode: string;
  scaleCode: ProvincialScaleCode;
  /** Administrative area code (N9). */
  areaCode: string;
  areaName: string;
  registeredAddress: string;
  address: string;
  employeesTotal: number;
  exposedTotal: number;
  legalPerson: string;
  contact: string;
  contactPhone: string;
}

export interface ProvincialOrganisation {
  creditCode: string;
  name: string;
  /** 项目负责人. */
  projectLeader: string;
  /** 机构负责人. */
  director: string;
}

export interface ProvincialParticipant {
  name: string;
  roles: ProvincialParticipantRole[];
}

export interface ProvincialReportInfo {
  code: string;
  checkType: ProvincialCheckType;
  reportDate: string;
  preparer: string;
  issuer: string;
  surveyBegin: string;
  surveyEnd: string;
  samplingBegin: string;
  samplingEnd: string;
  participants: ProvincialParticipant[];
}

export interface ProvincialResult {
  /** The province's result item code (our hazard mapped by the maintained mapping table). */
  code: string;
  /** Exact decimal string; below the detection limit, '<' + the limit as the report writes it ('<0.05'). */
  value: string;
  /** The province's unit code. */
  unit: string;
}

export interface ProvincialDetectionPoint {
  /** The province's check item code of the hazard. */
  checkItemCode: string;
  workshop: string;
  post: string;
  /** Daily contact hours, exact decimal string. */
  dailyContactHours: string;
  weekWorkDays: string;
  pointName: string;
  checkDate: string;
  /** 1 合格, 0 不合格. */
  conclusion: '1' | '0';
  results: ProvincialResult[];
}

export interface ProvincialRecord {
  /**
   * The same on every retry of the same record version, so the province stores it once:
   * `<organisation credit code>:<report code>:<push id>:<attempt generation>` is built by the api.
   */
  idempotencyKey: string;
  entrustOrg: { name: string; creditCode: string; entrustDate: string };
  employer: ProvincialEmployer;
  checkOrg: ProvincialOrganisation;
  report: ProvincialReportInfo;
  points: ProvincialDetectionPoint[];
}

/**
 * What a province answered about one record. `refused` is a validation refusal (shown to the user
 * with the province's message, never retried); `transient` is a timeout, 429 or 5xx (retried
 * with exponential backoff).
 */
export type ProvincialSendOutcome =
  | { kind: 'accepted'; provinceRecordId: string; duplicate: boolean; message: string }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'transient'; status: number | null; message: string };

/** The wire protocols a province speaks; chosen per deployment by configuration. */
export type ProvincialProtocol = 'soap' | 'json';

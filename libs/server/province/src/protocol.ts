/**
 * The provincial interface's fixed names (peer-systems.md §7): one SOAP operation taking and
 * returning XML strings, a JSON twin, and the paths both are served at under the province's base URL.
 */
export const PROVINCE_NAMESPACE = 'http://server.zhejian.com/';
export const SOAP_PATH = '/ws/transport';
export const JSON_REPORTS_PATH = '/api/v1/reports';
export const JSON_HOLDINGS_PATH = '/api/v1/holdings';

/** The header's service names: a push, and the reconciliation query. */
export const SERVICE_CHECK_REPORT = 'CHECK_REPORT';
export const SERVICE_QUERY_REPORT = 'QUERY_REPORT';

/** The most idempotency keys one reconciliation query may name; more are asked in pages of this size. */
export const HOLDINGS_KEYS_PER_REQUEST = 200;

/** `<returnCode>` 0 is success; every other code is a refusal carrying the province's message. */
export const RETURN_OK = '0';
export const RETURN_BAD_HEAD_SIGN = '1001';
export const RETURN_BAD_BODY_SIGN = '1002';
export const RETURN_INVALID = '2001';
export const RETURN_REFUSED = '2002';

/** JSON request headers (HTTP header names are case-insensitive; these are how we send them). */
export const HEADER_USER_ID = 'X-User-Id';
export const HEADER_REQUEST_TIME = 'X-Request-Time';
export const HEADER_HEAD_SIGN = 'X-Head-Sign';
export const HEADER_BODY_SIGN = 'X-Body-Sign';
export const HEADER_SERVICE = 'X-Service';
export const HEADER_IDEMPOTENCY_KEY = 'Idempotency-Key';

/** The province's answer to one request, whatever the wire. */
export interface ProvinceReply {
  returnCode: string;
  returnMsg: string;
  recordId?: string;
  duplicate?: boolean;
}

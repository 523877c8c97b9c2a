import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProvincialRecord } from '@ohit/contracts';
import {
  canonicalJson,
  canonicalXmlBody,
  extractXmlBody,
  holdingsReplyXml,
  HEADER_BODY_SIGN,
  HEADER_HEAD_SIGN,
  HEADER_IDEMPOTENCY_KEY,
  HEADER_REQUEST_TIME,
  HEADER_SERVICE,
  HEADER_USER_ID,
  JSON_HOLDINGS_PATH,
  JSON_REPORTS_PATH,
  parseRequestXml,
  provinceWsdl,
  replyXml,
  RETURN_INVALID,
  SOAP_PATH,
  XmlParseError,
} from '@ohit/server-province';
import { listen } from 'soap';
import type { FaultSettings } from './faults';
import { Province, type PushResult, type RegisteredUser, type SignedRequest } from './province';
import { RecordStore } from './record-store';

export interface ProvinceRefOptions {
  /** 0 = a free port. */
  port: number;
  host?: string;
  dataDir: string;
  users: Record<string, RegisteredUser>;
}

export interface RunningProvinceRef {
  /** Base URL (no trailing slash): what PROVINCE_URL points at. */
  url: string;
  port: number;
  province: Province;
  stop(): Promise<void>;
}

const MAX_BODY = 10 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy(new Error('body too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A request the platform cannot read (malformed JSON, a wrong shape): answered 400 in its own error shape. */
class BadRequest extends Error {}

/** The body as JSON ({} when empty); malformed JSON is a 400, never a 500. */
async function jsonBody<T>(req: IncomingMessage): Promise<T> {
  const raw = await readBody(req);
  if (!raw.trim()) return {} as T;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (e) {
    throw new BadRequest(`请求体不是有效的JSON：${(e as Error).message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BadRequest('请求体应为JSON对象');
  return parsed as T;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const header = (req: IncomingMessage, name: string): string => {
  const v = req.headers[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/** A signed JSON request's header fields and canonical body. */
function signedJson(req: IncomingMessage, body: unknown): SignedRequest {
  return {
    service: header(req, HEADER_SERVICE),
    userId: header(req, HEADER_USER_ID),
    requestTime: header(req, HEADER_REQUEST_TIME),
    headSign: header(req, HEADER_HEAD_SIGN),
    bodySign: header(req, HEADER_BODY_SIGN),
    canonicalBody: canonicalJson(body),
  };
}

/** A SOAP `arg0` request's header fields, canonical body and records. */
function signedXml(arg0: string): { signed: SignedRequest; records: ProvincialRecord[]; keys: string[] } {
  const parsed = parseRequestXml(arg0);
  const body = extractXmlBody(arg0);
  return { signed: { ...parsed.header, canonicalBody: body ? canonicalXmlBody(body) : '' }, records: parsed.records, keys: parsed.keys };
}

const soapFault = (status: number, message: string) => ({ Fault: { faultcode: 'soap:Server', faultstring: message, statusCode: status } });
const never = () => new Promise<never>(() => undefined);

/**
 * Starts the reference provincial platform: the SOAP interface (WSDL at /ws/transport?wsdl,
 * operations transport and query), its JSON twin under /api/v1, and /admin for tests.
 */
export async function startProvinceRef(options: ProvinceRefOptions): Promise<RunningProvinceRef> {
  const province = new Province(new RecordStore(options.dataDir));
  for (const [id, user] of Object.entries(options.users)) province.users.set(id, user);

  const server: Server = createServer((req, res) => {
    route(province, req, res).catch((e: unknown) => {
      if (e instanceof BadRequest && !res.headersSent) json(res, 400, { returnCode: '400', returnMsg: e.message });
      else if (!res.headersSent) json(res, 500, { returnCode: '500', returnMsg: `省级平台内部错误：${(e as Error).message}` });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`;

  const pushXml = async (arg0: string): Promise<string> => {
    let request: ReturnType<typeof signedXml>;
    try {
      request = signedXml(arg0);
    } catch (e) {
      if (e instanceof XmlParseError) return replyXml({ returnCode: RETURN_INVALID, returnMsg: e.message });
      throw e;
    }
    return act(province.push(request.signed, request.records), replyXml, (status, message) => {
      throw soapFault(status, message);
    });
  };
  const queryXml = (arg0: string): string => {
    const request = signedXml(arg0);
    const { reply, holdings } = province.query(request.signed, request.keys);
    return holdingsReplyXml(reply, holdings);
  };
  await new Promise<void>((resolve, reject) => {
    listen(server, {
      path: SOAP_PATH,
      xml: provinceWsdl(`${url}${SOAP_PATH}`),
      services: {
        MainServerService: {
          MainServerPort: {
            transport: async (args: { arg0?: string }) => ({ return: await pushXml(args.arg0 ?? '') }),
            query: (args: { arg0?: string }) => ({ return: queryXml(args.arg0 ?? '') }),
          },
        },
      },
      suppressStack: true,
      callback: (err: unknown) => (err ? reject(err) : resolve()),
    });
  });

  return {
    url,
    port,
    province,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // hung (timeout-fault) requests included
      }),
  };
}

/** Acts out a push result: a reply (maybe never sent, for a timeout after storing), a status, or a hang. */
async function act<T>(result: PushResult, reply: (r: Extract<PushResult, { kind: 'reply' }>['reply']) => T, status: (status: number, message: string) => never): Promise<T> {
  if (result.kind === 'hang') return never();
  if (result.kind === 'status') return status(result.status, result.message);
  if (result.hang) return never();
  return reply(result.reply);
}

async function route(province: Province, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://province');
  const method = req.method ?? 'GET';

  if (method === 'GET' && pathname === '/health') return json(res, 200, { status: 'ok' });

  if (method === 'POST' && pathname === JSON_REPORTS_PATH) {
    const raw = await readBody(req);
    let record: ProvincialRecord;
    try {
      record = JSON.parse(raw) as ProvincialRecord;
    } catch {
      return json(res, 200, { returnCode: RETURN_INVALID, returnMsg: '请求体不是有效的JSON' });
    }
    if (header(req, HEADER_IDEMPOTENCY_KEY) !== record.idempotencyKey) {
      return json(res, 200, { returnCode: RETURN_INVALID, returnMsg: '请求头Idempotency-Key与报告的幂等键不一致' });
    }
    const result = province.push(signedJson(req, record), [record]);
    return act(
      result,
      (reply) => json(res, 200, reply),
      (status, message) => {
        json(res, status, { returnCode: String(status), returnMsg: message });
        return undefined as never;
      },
    );
  }

  if (method === 'POST' && pathname === JSON_HOLDINGS_PATH) {
    const body = await jsonBody<{ keys?: unknown }>(req);
    if (body.keys !== undefined && (!Array.isArray(body.keys) || body.keys.some((k) => typeof k !== 'string'))) throw new BadRequest('keys应为字符串数组');
    const { reply, holdings } = province.query(signedJson(req, body), (body.keys as string[] | undefined) ?? []);
    return json(res, 200, reply.returnCode === '0' ? { ...reply, holdings } : reply);
  }

  if (pathname.startsWith('/admin/')) return admin(province, method, pathname, searchParams, req, res);

  // everything else (the SOAP path is answered by node-soap before this handler)
  json(res, 404, { returnCode: '404', returnMsg: `没有这个接口：${method} ${pathname}` });
}

async function admin(province: Province, method: string, pathname: string, query: URLSearchParams, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (method === 'GET' && pathname === '/admin/records') return json(res, 200, province.stats());
  if (method === 'GET' && pathname === '/admin/holdings') {
    const keys = query.getAll('key').concat((query.get('keys') ?? '').split(',').filter(Boolean));
    return json(res, 200, { holdings: province.store.holdings(keys) });
  }
  if (method === 'POST' && pathname === '/admin/faults') {
    province.faults.set(await jsonBody<FaultSettings>(req));
    return json(res, 200, province.faults.describe());
  }
  if (method === 'POST' && pathname === '/admin/records') {
    // test-only: plant a record as if a caller had sent it (a record the province holds that we did not send, or sent differently)
    const { record, userId } = await jsonBody<{ record?: ProvincialRecord; userId?: string }>(req);
    if (!record || typeof record !== 'object' || typeof record.idempotencyKey !== 'string' || !record.idempotencyKey.trim() || !Array.isArray(record.points) || typeof record.report?.code !== 'string') {
      throw new BadRequest('需要 record（含 idempotencyKey、report.code 和 points）');
    }
    const { stored, duplicate } = province.store.putOnce(userId ?? 'admin', record);
    return json(res, 200, { duplicate, holding: province.store.holdings([stored.idempotencyKey])[0] });
  }
  if (method === 'POST' && pathname === '/admin/reset') {
    province.reset();
    return json(res, 200, { reset: true });
  }
  if (method === 'POST' && pathname === '/admin/users') {
    const u = await jsonBody<{ userId?: string; password?: string; publicKey?: string }>(req);
    if (!u.userId || !u.password || !u.publicKey) throw new BadRequest('需要 userId、password 和 publicKey（PEM）');
    province.users.set(u.userId, { password: u.password, publicKeyPem: u.publicKey });
    return json(res, 200, { registered: u.userId });
  }
  json(res, 404, { message: `没有这个管理接口：${method} ${pathname}` });
}

// A stand-in for the api while the browser benchmarks run: serves the built web (apps/web/dist,
// history fallback) and answers the few requests the shell and the 受检单位 list make, so that
// what is measured is the browser's work alone. Every list request answers 60 rows the browser
// has not seen (new ids), as after a search or a page change.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json' };

const INDUSTRIES = ['B', 'C', 'D', 'E', 'F', 'G', 'M', 'Q', 'Z'];
const ORG = { organizationId: 1, name: '示范职业卫生技术服务有限公司', code: 'ORG-A', logo: null, favicon: null };

export const BENCH_USER = {
  user: { id: 1, username: 'admin', userName: 'admin', nickName: '系统管理员', phone: '13800000001', email: 'admin@example.com', isAdmin: true, isQy: 0, expiryDate: '2099-01-01T00:00:00.000Z', enabled: true, avatar: null, signature: null, organization: ORG },
  roles: ['admin'],
  dataScopes: [],
  authorities: [],
};

const MENUS = [
  {
    name: 'CustomerLayout', path: '/customer', hidden: false, component: 'Layout', meta: { title: '受检单位', icon: 'peoples', noCache: false, link: null, breadcrumb: false },
    children: [{ name: 'Customer', path: 'index', hidden: false, component: 'customer/index', meta: { title: '受检单位', icon: 'peoples', noCache: false, link: null } }],
  },
  {
    name: 'EquipmentLayout', path: '/equipment', hidden: false, component: 'Layout', meta: { title: '设备管理', icon: 'tool', noCache: false, link: null },
    children: [{ name: 'EqpLedger', path: 'eqpLedger', hidden: false, component: 'equipment/eqpLedger/index', meta: { title: '设备台账', icon: 'list', noCache: false, link: null } }],
  },
];

const DICTS = {
  industry: [['采矿业', 'B'], ['制造业', 'C'], ['电力、热力、燃气及水生产和供应业', 'D'], ['建筑业', 'E'], ['批发和零售业', 'F'], ['交通运输、仓储和邮政业', 'G'], ['科学研究和技术服务业', 'M'], ['卫生和社会工作', 'Q'], ['其他', 'Z']],
  enterprise_scale: [['大型', '1'], ['中型', '2'], ['小型', '3'], ['微型', '4']],
  unit_status: [['正常', '1'], ['停用', '2']],
};

/** One 受检单位 row as GET api/inspectedUnit answers it (every column filled). */
export function unitRow(id) {
  const at = new Date(Date.UTC(2026, 0, 1) + id * 3_600_000).toISOString();
  return {
    id, version: 1, organizationId: 1,
    name: `南京示范制造有限公司第${id}分厂`,
    creditCode: `91320115MA${String(1_000_000 + id).slice(-7)}X`.slice(0, 18),
    area: ['江苏省', '南京市', '江宁区'],
    address: `江宁开发区天元东路${100 + (id % 900)}号`,
    contact: `联系人${id}`,
    phone: `138${String(10_000_000 + id).slice(-8)}`,
    industry: INDUSTRIES[id % INDUSTRIES.length],
    scale: String((id % 4) + 1),
    employeeCount: 100 + (id % 500),
    status: id % 7 === 0 ? '2' : '1',
    remark: '年度职业病危害因素定期检测',
    createBy: 'admin', updateBy: 'admin', createTime: at, updateTime: at,
  };
}

function send(res, status, body, type = 'application/json; charset=utf-8') {
  const data = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(data);
}

function api(url, res, state) {
  const path = url.pathname;
  if (path === '/auth/info') return send(res, 200, BENCH_USER);
  if (path === '/api/menus/build') return send(res, 200, MENUS);
  if (path === '/api/platformAddress/byTypes') return send(res, 200, []);
  if (path === '/api/ohitAnnouncement/listByUser') return send(res, 200, { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 });
  if (path === '/api/jobs') return send(res, 200, { totalElements: 0, content: [] });
  if (path === '/api/dictDetail/map') {
    const names = (url.searchParams.get('dictName') ?? '').split(',');
    return send(res, 200, Object.fromEntries(names.map((n) => [n, (DICTS[n] ?? []).map(([label, value]) => ({ label, value }))])));
  }
  if (path === '/api/dictDetail') return send(res, 200, { content: [], totalElements: 0 });
  if (path === '/api/inspectedUnit' || path === '/api/equipment') {
    const size = Number(url.searchParams.get('size') ?? 60);
    const first = state.nextId;
    state.nextId += size;
    state.listRequests += 1;
    return send(res, 200, { content: Array.from({ length: size }, (_, i) => unitRow(first + size - 1 - i)), totalElements: 6000 });
  }
  return send(res, 404, { status: 404, timestamp: new Date().toISOString(), message: '不存在' });
}

/** Starts the stand-in on a free port of 127.0.0.1; `close()` stops it. */
export async function startMockPlatform(dist) {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`${index} is missing: build the web first`);
  const state = { nextId: 1, listRequests: 0 };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    if (/^\/(api|auth|socket\.io|files)(\/|$)/.test(url.pathname)) return api(url, res, state);
    const file = normalize(join(dist, decodeURIComponent(url.pathname)));
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) return send(res, 200, readFileSync(file), TYPES[extname(file)] ?? 'application/octet-stream');
    return send(res, 200, readFileSync(index), TYPES['.html']);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, state, close: () => new Promise((resolve) => server.close(resolve)) };
}

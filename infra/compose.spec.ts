import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

// Static checks of the deployment files: docker-compose.yml, the Dockerfiles, .env.example
// and the Kubernetes manifests. No Docker daemon needed.

const ROOT = join(__dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

type Env = Record<string, string | number | boolean | null> | string[] | undefined;
interface Service {
  image?: string;
  build?: { context?: string; dockerfile?: string };
  command?: string | string[];
  container_name?: string;
  ports?: unknown[];
  environment?: Env;
  env_file?: unknown;
  depends_on?: Record<string, { condition?: string }> | string[];
  deploy?: { replicas?: number };
  healthcheck?: { test?: string | string[]; disable?: boolean };
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
  [key: string]: unknown;
}

// Compose honours YAML merge keys (`<<: *anchor`); the yaml package needs them switched on.
const compose = parse(read('docker-compose.yml'), { merge: true }) as Compose;
const services = compose.services;

function envEntries(env: Env): [string, string][] {
  if (!env) return [];
  if (Array.isArray(env)) {
    return env.map((line) => {
      const at = line.indexOf('=');
      return at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 1)];
    });
  }
  return Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]);
}

const joined = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(' ') : (value ?? ''));

/** `${VAR}`, `${VAR:?message}`, `${VAR?message}`, or a default that is empty: `${VAR:-}`. */
const REFERENCE = /^\$\{[A-Za-z_][A-Za-z0-9_]*(?:(?::?\?)[^}]*|:?-)?\}$/;
const SECRET_KEY = /PASSWORD|SECRET|TOKEN|KEY/;

describe('docker-compose.yml', () => {
  it('defines postgres, redis, api and worker', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'api', 'worker']));
  });

  // One-shot jobs (restart "no", e.g. migrate) finish instead of serving; they need no health check.
  const longRunning = Object.keys(services).filter((name) => (services[name] as { restart?: string }).restart !== 'no');

  it('runs migrations once, before any api replica starts', () => {
    const migrate = services.migrate as unknown as { command: string[]; restart: string };
    expect(joined(migrate.command)).toContain('apps/api/dist/migrate.js');
    const apiDepends = (services.api as unknown as { depends_on: Record<string, { condition: string }> }).depends_on;
    expect(apiDepends.migrate.condition).toBe('service_completed_successfully');
  });

  it.each(longRunning)('gives %s a healthcheck', (name) => {
    const check = services[name].healthcheck;
    expect(check?.disable).not.toBe(true);
    expect(joined(check?.test)).not.toBe('');
  });

  it('checks each dependency the way it answers', () => {
    expect(joined(services.postgres.healthcheck?.test)).toContain('pg_isready');
    expect(joined(services.redis.healthcheck?.test)).toContain('redis-cli ping');
    expect(joined(services.api.healthcheck?.test)).toContain('http://localhost:8000/health');
    expect(joined(services.worker.healthcheck?.test)).toContain('http://localhost:8001/health');
  });

  it('pins PostgreSQL 16 and Redis 7 with persistent volumes', () => {
    expect(services.postgres.image).toMatch(/^postgres:16\b/);
    expect(services.redis.image).toMatch(/^redis:7\b/);
    for (const name of ['pgdata', 'redisdata']) expect(compose.volumes).toHaveProperty(name);
  });

  it('runs Redis with noeviction and append-only persistence', () => {
    const command = joined(services.redis.command);
    expect(command).toContain('noeviction');
    expect(command).toMatch(/--appendonly yes/);
  });

  it('builds api and worker from their Dockerfiles', () => {
    expect(services.api.build?.dockerfile).toBe('infra/docker/api.Dockerfile');
    expect(services.worker.build?.dockerfile).toBe('infra/docker/worker.Dockerfile');
  });

  it('runs two api replicas once the databases are healthy', () => {
    expect(services.api.deploy?.replicas).toBe(2);
    for (const name of ['api', 'worker']) {
      const deps = services[name].depends_on as Record<string, { condition?: string }>;
      expect(deps.postgres?.condition).toBe('service_healthy');
      expect(deps.redis?.condition).toBe('service_healthy');
    }
  });

  it('lets the worker scale: no container_name, no published ports', () => {
    expect(services.worker).not.toHaveProperty('container_name');
    expect(services.worker.ports ?? []).toEqual([]);
    // Fixed names and host ports would also stop api from running two replicas.
    expect(services.api).not.toHaveProperty('container_name');
    expect(services.api.ports ?? []).toEqual([]);
  });

  it('configures the worker queues and concurrency from the environment', () => {
    const env = Object.fromEntries(envEntries(services.worker.environment));
    expect(env).toHaveProperty('ACTIVE_QUEUES');
    expect(env).toHaveProperty('WORKER_CONCURRENCY');
    expect(env.WORKER_HEALTH_PORT).toBe('8001');
  });

  it('shares one x- anchored environment between api and worker', () => {
    const shared = compose['x-app-env'] as Record<string, string>;
    expect(shared).toBeDefined();
    const api = Object.fromEntries(envEntries(services.api.environment));
    const worker = Object.fromEntries(envEntries(services.worker.environment));
    for (const [key, value] of Object.entries(shared)) {
      expect(api[key]).toBe(String(value));
      expect(worker[key]).toBe(String(value));
    }
    expect(shared.REDIS_URL).toBe('redis://redis:6379');
    expect(shared.DATABASE_URL).toContain('@postgres:5432/');
  });

  it('inlines no secret: secret-named variables are ${...} references without defaults', () => {
    const offenders: string[] = [];
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of envEntries(service.environment)) {
        if (SECRET_KEY.test(key) && !REFERENCE.test(value)) offenders.push(`${name}.${key}=${value}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('puts no literal password inside a connection URL', () => {
    const offenders: string[] = [];
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of envEntries(service.environment)) {
        const password = /:\/\/[^/\s:@]*:([^@\s]+)@/.exec(value)?.[1];
        if (password !== undefined && !REFERENCE.test(password)) offenders.push(`${name}.${key}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('recognises what an inlined secret looks like', () => {
    expect(REFERENCE.test('${JWT_SECRET}')).toBe(true);
    expect(REFERENCE.test('${JWT_SECRET:?set it}')).toBe(true);
    expect(REFERENCE.test('${S3_SECRET_KEY:-}')).toBe(true);
    expect(REFERENCE.test('${JWT_SECRET:-hunter2}')).toBe(false);
    expect(REFERENCE.test('hunter2')).toBe(false);
    expect(REFERENCE.test('prefix-${JWT_SECRET}')).toBe(false);
  });
});

describe.each([
  ['api', 'infra/docker/api.Dockerfile', 'apps/api/dist/main.js'],
  ['worker', 'infra/docker/worker.Dockerfile', 'apps/worker/dist/main.js'],
])('%s Dockerfile', (_name, path, entry) => {
  const text = existsSync(join(ROOT, path)) ? read(path) : '';
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const named = (op: string) => instructions.filter((line) => line.toUpperCase().startsWith(`${op} `));

  it('exists', () => {
    expect(text).not.toBe('');
  });

  it('is multi-stage on node:20-bookworm-slim', () => {
    expect(named('FROM').length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('node:20-bookworm-slim');
    expect(text).toMatch(/npm ci/);
    expect(text).toMatch(/npm run build/);
    expect(text).toMatch(/--omit=dev/);
  });

  it('ends as a non-root USER', () => {
    const users = named('USER');
    expect(users.length).toBeGreaterThan(0);
    const last = users[users.length - 1].split(/\s+/)[1];
    expect(['root', '0', '0:0']).not.toContain(last);
    // The USER comes after the last FROM, so it applies to the runtime stage.
    const lastFrom = instructions.lastIndexOf(named('FROM').at(-1)!);
    expect(instructions.lastIndexOf(users[users.length - 1])).toBeGreaterThan(lastFrom);
  });

  it(`declares a HEALTHCHECK and starts ${entry}`, () => {
    expect(named('HEALTHCHECK')).toHaveLength(1);
    expect(named('CMD').at(-1)).toContain(`"node", "${entry}"`);
  });
});

describe('.env.example', () => {
  const text = read('.env.example');
  const lines = text.split('\n');
  const variables = [
    'NODE_ENV',
    'PORT',
    'DATABASE_URL',
    'DB_POOL_SIZE',
    'REDIS_URL',
    'REDIS_PREFIX',
    'JWT_SECRET',
    'JWT_TTL',
    'CAPTCHA_FIXED',
    'DEMO_PASSWORD',
    'STORAGE_DRIVER',
    'STORAGE_DIR',
    'S3_ENDPOINT',
    'S3_BUCKET',
    'S3_ACCESS_KEY',
    'S3_SECRET_KEY',
    'PRODUCT_TITLE',
    'ACTIVE_QUEUES',
    'WORKER_CONCURRENCY',
    'WORKER_HEALTH_PORT',
    'LOG_LEVEL',
  ];

  it.each(variables)('lists %s under a comment', (name) => {
    const at = lines.findIndex((line) => new RegExp(`^(# )?${name}=`).test(line));
    expect(at).toBeGreaterThan(0);
    expect(lines[at - 1]).toMatch(/^#/);
  });

  it('gives the documented default ports', () => {
    expect(lines).toContain('PORT=8000');
    expect(lines).toContain('WORKER_HEALTH_PORT=8001');
  });

  it('holds no secret value and leaves CAPTCHA_FIXED off', () => {
    for (const line of lines) {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
      if (match && SECRET_KEY.test(match[1])) expect(`${match[1]}=${match[2]}`).toBe(`${match[1]}=`);
    }
    expect(lines.some((line) => line.startsWith('CAPTCHA_FIXED='))).toBe(false);
  });

  it('covers every variable compose interpolates', () => {
    const compose = read('docker-compose.yml');
    const referenced = new Set([...compose.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]));
    for (const name of referenced) expect(text).toMatch(new RegExp(`^(# )?${name}=`, 'm'));
  });
});

describe('Kubernetes manifests', () => {
  const dir = join(ROOT, 'infra/k8s');
  const docs = readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => ({ file, doc })));
  const objects = docs.map(({ file, doc }) => ({
    file,
    errors: doc.errors.map((e) => e.message),
    obj: doc.toJS() as { kind: string; metadata?: { name: string }; [k: string]: unknown },
  }));
  const kinds = (kind: string) => objects.filter(({ obj }) => obj.kind === kind).map(({ obj }) => obj);

  it('parse without errors', () => {
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.filter(({ errors }) => errors.length).map(({ file, errors }) => `${file}: ${errors}`)).toEqual([]);
  });

  it('hold the api Deployment and Service, the worker Deployment and HPA, a ConfigMap and a Secret', () => {
    const names = objects.map(({ obj }) => `${obj.kind}/${obj.metadata?.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'Deployment/ohit-api',
        'Service/ohit-api',
        'Deployment/ohit-worker',
        'HorizontalPodAutoscaler/ohit-worker',
        'ConfigMap/ohit-config',
        'Secret/ohit-secrets',
      ]),
    );
  });

  it('keeps the Secret a placeholder with no values', () => {
    const [secret] = kinds('Secret') as unknown as { stringData?: Record<string, string>; data?: Record<string, string> }[];
    expect(secret.data).toBeUndefined();
    expect(Object.values(secret.stringData ?? {}).every((v) => v === '')).toBe(true);
  });

  it('puts no secret-named key in the ConfigMap', () => {
    const [config] = kinds('ConfigMap') as unknown as { data: Record<string, string> }[];
    expect(Object.keys(config.data).filter((key) => SECRET_KEY.test(key))).toEqual([]);
  });

  it('explains KEDA queue-depth scaling beside the worker HPA', () => {
    expect(readFileSync(join(dir, 'worker-hpa.yaml'), 'utf8')).toMatch(/KEDA[\s\S]*ScaledObject/);
  });

  it('mounts the optional provincial signing key read-only where PROVINCE_PRIVATE_KEY_FILE points, readable by the pod group', () => {
    interface KeyPod {
      securityContext: { fsGroup?: number };
      containers: { volumeMounts: { name: string; mountPath: string; readOnly?: boolean }[] }[];
      volumes: { name: string; secret?: { secretName: string; optional?: boolean; defaultMode?: number } }[];
    }
    const keyFile = /PROVINCE_PRIVATE_KEY_FILE=(\S+)/.exec(readFileSync(join(dir, 'secret.yaml'), 'utf8'))?.[1] ?? '';
    for (const deployment of kinds('Deployment') as unknown as { spec: { template: { spec: KeyPod } } }[]) {
      const pod = deployment.spec.template.spec;
      const volume = pod.volumes.find((v) => v.secret?.secretName === 'ohit-province-key');
      expect(volume?.secret).toMatchObject({ optional: true });
      expect((volume?.secret?.defaultMode ?? 0) & 0o040).toBe(0o040); // decimal in the manifest: YAML 1.1 and 1.2 read 0440 differently
      expect(pod.securityContext.fsGroup).toBeDefined();
      const mount = pod.containers[0].volumeMounts.find((m) => m.name === volume?.name);
      expect(mount?.readOnly).toBe(true);
      expect(keyFile.startsWith(`${mount?.mountPath}/`)).toBe(true);
    }
  });

  it('probes /health on both Deployments and runs them as non-root', () => {
    interface PodSpec {
      securityContext: { runAsNonRoot?: boolean };
      containers: { livenessProbe: { httpGet: { path: string } } }[];
    }
    const deployments = kinds('Deployment') as unknown as { spec: { template: { spec: PodSpec } } }[];
    expect(deployments).toHaveLength(2);
    for (const deployment of deployments) {
      const pod = deployment.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      expect(pod.containers[0].livenessProbe.httpGet.path).toBe('/health');
    }
  });
});

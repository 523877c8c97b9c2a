import { ConfigError } from './config-error';

export type Env = Record<string, string | undefined>;

/** Small typed readers over process.env; each throws a ConfigError naming the variable. */
export class EnvReader {
  constructor(private readonly env: Env) {}

  string(name: string, fallback?: string): string {
    const raw = this.env[name];
    if (raw === undefined || raw.trim() === '') {
      if (fallback !== undefined) return fallback;
      throw new ConfigError(name, 'is required but not set');
    }
    return raw.trim();
  }

  optional(name: string): string | undefined {
    const raw = this.env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  }

  int(name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
    const value = Number(raw);
    if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
    }
    return raw as T;
  }

  url(name: string, protocols: readonly string[], fallback?: string): string | undefined {
    const raw = this.optional(name) ?? fallback;
    if (raw === undefined) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new ConfigError(name, `is not a valid URL`);
    }
    if (!protocols.includes(parsed.protocol)) {
      throw new ConfigError(name, `must use ${protocols.join(' or ')}, got ${parsed.protocol}`);
    }
    return raw;
  }

  list(name: string, fallback: readonly string[]): string[] {
    const raw = this.optional(name);
    if (raw === undefined) return [...fallback];
    return raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
}

import { BadRequestException } from '@nestjs/common';
import { normaliseText, validateNameText } from '@ohit/domain';

/** Secrets are compared as sent, byte for byte: never normalised. */
const SECRET_KEY = /pass(word)?$|^oldPass$|^newPass$|secret|token/i;
/**
 * Keys that hold a name or a code (user/role/organisation/menu/dictionary names, titles, labels,
 * dictionary values, permission codes): these refuse bidirectional control characters.
 */
const NAME_KEY = /(name|code|title|label)$|^(value|permission)$/i;
const MAX_DEPTH = 32;
/** How a person knows the usual name and code fields (others are named by their key). */
const KEY_LABELS: Readonly<Record<string, string>> = {
  name: '名称',
  username: '用户名',
  nickName: '昵称',
  title: '标题',
  code: '编码',
  zoneCode: '区划代码',
  componentName: '组件名称',
  dictName: '字典名称',
  label: '字典标签',
  value: '字典值',
  permission: '权限标识',
};

interface Walk {
  names: boolean;
}

function walk(value: unknown, key: string, depth: number, opts: Walk): unknown {
  if (typeof value === 'string') {
    if (SECRET_KEY.test(key)) return value;
    const text = normaliseText(value);
    if (opts.names && NAME_KEY.test(key)) {
      const refused = validateNameText(text);
      if (refused) throw new BadRequestException(`${KEY_LABELS[key] ?? key}${refused}`);
    }
    return text;
  }
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => walk(v, key, depth + 1, opts));
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  for (const [k, v] of Object.entries(value)) (value as Record<string, unknown>)[k] = walk(v, k, depth + 1, opts);
  return value;
}

/**
 * Text of a request body or query as the api keeps it: Unicode NFC (a composed and a decomposed
 * "Å" are one name before any uniqueness check or search) and, with `names`, no bidirectional
 * control characters in names and codes — the rule @ohit/domain's validateNameText gives resource
 * writes and imports (which check it per declared field, with the field's label). Passwords are
 * left exactly as sent.
 */
export function normaliseRequestText<T>(value: T, opts: Walk = { names: true }): T {
  return walk(value, '', 0, opts) as T;
}

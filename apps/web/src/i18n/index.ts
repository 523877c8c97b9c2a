import type { I18nProvider } from '@refinedev/core';
import { zhCN } from './zh-CN';

type Dict = { [key: string]: string | Dict };

/** Refine's own keys (notifications, buttons) mapped to the product's Chinese wording. */
const refineKeys: Record<string, string> = {
  'notifications.success': '成功',
  'notifications.error': '错误',
  'notifications.createSuccess': '新增成功',
  'notifications.editSuccess': '编辑成功',
  'notifications.deleteSuccess': '删除成功',
  'notifications.createError': '新增失败',
  'notifications.editError': '编辑失败',
  'notifications.deleteError': '删除失败',
  'notifications.undoable': '{seconds} 秒后执行，可撤销',
  'buttons.save': '保存',
  'buttons.cancel': '取消',
  'buttons.confirm': '确定',
  'buttons.delete': '删除',
  'buttons.edit': '编辑',
  'buttons.create': '新增',
  'buttons.refresh': '刷新',
  'buttons.filter': '筛选',
  'buttons.clear': '清除',
  'buttons.logout': '退出登录',
  'buttons.undo': '撤销',
};

function lookup(key: string): string | undefined {
  const hit = key.split('.').reduce<string | Dict | undefined>(
    (node, part) => (node && typeof node === 'object' ? (node as Dict)[part] : undefined),
    zhCN as unknown as Dict,
  );
  return typeof hit === 'string' ? hit : refineKeys[key];
}

function interpolate(text: string, params?: Record<string, unknown>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

/** Translate a dotted key; unknown keys come back as the default message or the key itself. */
export function t(key: string, params?: Record<string, unknown>, defaultMessage?: string): string {
  const text = lookup(key);
  return interpolate(text ?? defaultMessage ?? key, params);
}

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) =>
    t(key, typeof options === 'object' && options ? (options as Record<string, unknown>) : undefined,
      typeof options === 'string' ? options : defaultMessage),
  changeLocale: () => undefined,
  getLocale: () => 'zh-CN',
};

/**
 * The Chinese message of an HTTP status, for errors that carry no message a person can read
 * (Express, body-parser, Node's HTTP parser, Nest's built-in pipes answer in English).
 */
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求不正确',
  401: '未登录或登录已过期，请重新登录',
  403: '没有权限，请联系管理员',
  404: '请求的资源不存在',
  405: '不支持该请求方法',
  406: '无法提供所要求的内容格式',
  408: '请求超时，请重试',
  409: '数据已变化，请刷新后重试',
  410: '请求的资源已不存在',
  411: '请求缺少内容长度',
  413: '请求内容过大',
  414: '请求地址过长',
  415: '不支持的请求内容格式或字符编码，请使用UTF-8编码的JSON',
  422: '请求内容无法处理',
  429: '请求过于频繁，请稍后再试',
  431: '请求头过大，请清理浏览器Cookie后重试',
  500: '服务器内部错误，请稍后重试',
  502: '服务暂时不可用，请稍后重试',
  503: '服务暂时不可用，请稍后重试',
  504: '服务响应超时，请稍后重试',
};

export const hasChinese = (text: string): boolean => /[\u4e00-\u9fff]/.test(text);

/** The message of `status` in Chinese (by class when the status has none of its own). */
export function statusMessage(status: number): string {
  return HTTP_STATUS_MESSAGES[status] ?? (status >= 500 ? HTTP_STATUS_MESSAGES[500] : HTTP_STATUS_MESSAGES[400]);
}

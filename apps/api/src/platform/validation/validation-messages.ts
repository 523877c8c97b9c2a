import type { ValidationError } from 'class-validator';

/** Chinese wording for class-validator constraints; DTOs may give their own Chinese message. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  isNotEmpty: '不能为空',
  isDefined: '不能为空',
  isString: '必须是文本',
  isInt: '必须是整数',
  isNumber: '必须是数字',
  isNumberString: '必须是数字',
  isBoolean: '必须是是/否',
  isArray: '必须是列表',
  isEmail: '邮箱格式不正确',
  isDateString: '日期格式不正确',
  isISO8601: '日期格式不正确',
  isIn: '取值不在允许范围内',
  isEnum: '取值不在允许范围内',
  min: '数值过小',
  max: '数值过大',
  minLength: '长度过短',
  maxLength: '长度过长',
  arrayNotEmpty: '不能为空列表',
  arrayMaxSize: '列表过长',
  matches: '格式不正确',
  isPositive: '必须大于0',
  whitelistValidation: '是不允许提交的字段',
  nestedValidation: '内容不正确',
};

const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s);

export function validationMessages(errors: ValidationError[], parent = ''): string[] {
  const out: string[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    for (const [key, given] of Object.entries(error.constraints ?? {})) {
      if (hasChinese(given)) out.push(given);
      else out.push(`${field}${CONSTRAINT_MESSAGES[key] ?? '不正确'}`);
    }
    if (error.children?.length) out.push(...validationMessages(error.children, field));
  }
  return out;
}

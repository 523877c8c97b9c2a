/**
 * The messages of the shared validators (spec §5), keyed by validator id. Rows where the
 * spec gives no message carry a message in the same style as the others.
 */
export const VALIDATION_MESSAGES = {
  url: '请输入正确的链接地址',
  email: '请输入正确的邮箱地址',
  mobile: '请输入正确的手机号码',
  ipv4: '请输入正确的IP地址',
  username: '请输入正确的用户名，字母和数字组合',
  phone: '请输入正确的电话号码',
  number: '只能输入数字',
  numberOrDash: "只能输入数字或'-'",
  positiveNumber: '只能输入大于0的数字',
  nonNegativeNumber: '只能输入大于等于0的数字',
  creditCode: '格式错误，请检查',
  fileName: '格式错误，不能包含以下字符 / \\ : * ? " < > |',
  detectionValue: '固定值或低于检出限请使用英文小于号',
  password: '长度8到16位，必须包含大写字母、小写字母、数字和特殊符号',
  nonNegativeInteger: '只能输入非负整数',
  minuteSecond: '请填写mm:ss格式',
} as const;

/** The name a form or resource schema uses to refer to a shared validator. */
export type ValidatorId = keyof typeof VALIDATION_MESSAGES;

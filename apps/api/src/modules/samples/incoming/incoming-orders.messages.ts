/** 来样检测's Chinese messages (来样委托, 登记样品). */
export const INCOMING_MESSAGES = {
  receivedInFuture: '收样日期不能晚于今天',
  alreadyRegistered: (code: string) => `来样委托${code}的样品已登记，不能重复登记`,
  noItems: '请先填写送检样品，再登记样品',
  countAtLeastOne: (name: string) => `送检样品“${name}”的样品份数至少为1`,
  countTooMany: (name: string, max: number) => `送检样品“${name}”的样品份数不能超过${max}份`,
  orderTooMany: (max: number) => `一张来样委托最多登记${max}份样品，请分成多张委托`,
  sampledAfterReceipt: (name: string) => `送检样品“${name}”的采样日期不能晚于收样日期`,
  registeredFixed: '样品已登记，委托信息不能修改（联系人、联系电话和备注除外）',
  registeredItemsFixed: '样品已登记，送检样品不能增删改',
  registeredNoDelete: '样品已登记的来样委托不能删除',
  /** The reason on the events 登记样品 leaves (the samples, their receipt, the project). */
  registration: (code: string) => `来样委托${code}登记样品`,
  /** The 接收 step of a sample's chain of custody: the client's person who brought it. */
  deliveredBy: (name: string) => `委托单位送样，送样人：${name}`,
  /** The project an order's samples belong to. */
  projectName: (unit: string, code: string) => `${unit}来样检测（${code}）`,
} as const;

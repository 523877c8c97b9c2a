/** The staff authorisations module's Chinese messages (人员授权). */
export const STAFF_AUTHORIZATION_MESSAGES = {
  periodInverted: '授权有效期至不能早于授权日期',
  duplicate: (person: string, method: string) => `${person}已有「${method}」的授权记录，请修改原记录`,
  methodNotFound: '检测方法不存在或不属于本机构',
  notAuthorised: (person: string, method: string) => `检测人「${person}」未获授权开展「${method}」`,
  notYetValid: (person: string, method: string, from: string) => `检测人「${person}」对「${method}」的授权自 ${from} 起生效`,
  expired: (person: string, method: string, until: string) => `检测人「${person}」对「${method}」的授权已于 ${until} 到期`,
  uploadIdMissing: '请指定人员授权记录（id）',
} as const;

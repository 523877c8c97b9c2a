/** Chinese messages of the working calendar (工作日历). */
export const WORKING_CALENDAR_MESSAGES = {
  platformAdminOnly: '工作日历为全平台共用，只有平台管理员可以修改',
  dateTaken: (date: string, name: string, kind: string) => `${date}已在工作日历中（${name}，${kind}），请修改原记录`,
  fromRequired: '请填写起算日期（from，格式YYYY-MM-DD）',
  daysInvalid: (max: number) => `工作日天数（days）必须是0到${max}的整数`,
} as const;

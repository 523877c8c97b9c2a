// 工作日历 (src/pages/work-calendar).
export const workCalendar = {
  month: '月历',
  holiday: '休',
  workday: '班',
  legendHoliday: '节假日',
  legendWorkday: '调休上班日',
  notMaintained: '日历未维护：{year}年的节假日安排尚未录入，按该年计算的工作日仅按周六、周日休息推算',
  calculator: '截止日期计算',
  from: '起算日期',
  days: '工作日天数',
  calculate: '计算',
  fromRequired: '请选择起算日期',
  daysRequired: '请填写工作日天数',
  startNotCounted: '起算日当天不计入；调休上班日计入，节假日不计入',
  result: '第{days}个工作日：{date}（{weekday}）',
} as const;

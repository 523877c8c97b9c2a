/**
 * 工作日历 (系统设置 › 工作日历, /system/workCalendar): the public holidays (节假日) and make-up
 * working days (调休上班日) of the State Council's yearly notices, one row per date, platform-wide
 * (every organisation counts working days by the same calendar, so the rows carry no
 * organisation scope and only the platform administrator changes them). Deadlines in working
 * days — a report's disclosure within 20 working days of its issue — read it through the api's
 * WorkingDays service (apps/api/src/modules/working-calendar). The rules are @ohit/domain's
 * WorkingCalendar; a make-up working day on Monday–Friday is refused, a holiday on a weekend is not.
 */
import { CALENDAR_DAY_KIND_LABELS, type CalendarDayKind } from '@ohit/domain';
import type { FieldOption, ResourceDeclaration } from '../resources/resource-declaration';

export const CALENDAR_DAY_KIND_OPTIONS: FieldOption[] = (Object.entries(CALENDAR_DAY_KIND_LABELS) as [CalendarDayKind, string][]).map(([value, label]) => ({ value, label }));

export const WORKING_CALENDAR: ResourceDeclaration = {
  name: 'workingCalendar',
  title: '工作日历',
  // not api/workCalendar: that prefix holds the calculator (WORKING_CALENDAR_ENDPOINTS), which the row route `:id` would shadow
  url: 'api/workCalendarDay',
  engine: 'generic',
  table: 'working_calendar_days',
  organisationScoped: false,
  permission: 'workCalendar',
  actions: ['add', 'edit', 'del', 'export'],
  fields: [
    { name: 'date', type: 'date', label: '日期', required: true, unique: true, searchable: 'range', sortable: true, width: 120 },
    { name: 'kind', type: 'dictionary', label: '类型', options: CALENDAR_DAY_KIND_OPTIONS, required: true, searchable: 'exact', sortable: true, width: 110 },
    { name: 'name', type: 'string', label: '节日名称', required: true, maxLength: 50, searchable: 'contains', width: 160 },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, width: 320 },
  ],
  defaultSort: 'date,desc',
};

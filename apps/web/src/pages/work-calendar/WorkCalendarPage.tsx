import { Card, Col, Row, Space, Tag } from 'antd';
import { WORKING_CALENDAR } from '@ohit/contracts';
import { weekdayName, isCalendarDate } from '@ohit/domain';
import { t } from '../../i18n';
import { ResourceList } from '../../resources/ResourceList';
import type { CellRenderers } from '../../resources/resource-columns';
import { DeadlineCalculator } from './DeadlineCalculator';
import { MonthCalendar } from './MonthCalendar';

const CELLS: CellRenderers = {
  // the weekday beside the date: a make-up working day is a Saturday or a Sunday
  date: (value) => (isCalendarDate(value) ? `${value} ${weekdayName(value)}` : null),
  kind: (value) =>
    value === 'workday' ? <Tag color="orange">{t('workCalendar.legendWorkday')}</Tag> : value === 'holiday' ? <Tag color="red">{t('workCalendar.legendHoliday')}</Tag> : null,
};

/**
 * 工作日历 (系统设置 › 工作日历, /system/workCalendar): the platform's public holidays and make-up
 * working days on a month view, a working-day deadline calculator, and the rows below (the
 * generic list over WORKING_CALENDAR: the platform administrator adds, changes and removes them).
 */
export default function WorkCalendarPage() {
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('workCalendar.month')}>
            <MonthCalendar />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('workCalendar.calculator')}>
            <DeadlineCalculator />
          </Card>
        </Col>
      </Row>
      <ResourceList declaration={WORKING_CALENDAR} cellRenderers={CELLS} />
    </Space>
  );
}

import { RecordReportPage } from './RecordReportPage';
import { RECORD_SCREENS } from './record-views';

/** 原始记录详情 (/recordPage/pageReport): a batch of our samplers' samples. */
export function RecordPage() {
  return <RecordReportPage screen={RECORD_SCREENS.record} />;
}

/** 原始记录详情（新） (/recordPageNew/pageReport): the same record, from the project-grouped list. */
export function RecordPageNew() {
  return <RecordReportPage screen={RECORD_SCREENS.recordNew} />;
}

/** 来样检测记录详情 (/recordPageNewLyjc/pageReport): a batch of samples handed in by a client. */
export function RecordPageLyjc() {
  return <RecordReportPage screen={RECORD_SCREENS.recordLyjc} />;
}

import { RecordBatchList } from './RecordBatchList';
import { RECORD_SCREENS } from './record-views';

/** 原始记录 (/record/recordList): the original records of our samplers' samples. */
export function RecordList() {
  return <RecordBatchList screen={RECORD_SCREENS.record} />;
}

/** 来样检测记录 (/record/recordListLyjc): the original records of samples handed in by clients. */
export function RecordListLyjc() {
  return <RecordBatchList screen={RECORD_SCREENS.recordLyjc} />;
}

/** 原始记录（新） (/record/recordListNew): the same records grouped by project. */
export { ProjectRecordList as RecordListNew } from './ProjectRecordList';

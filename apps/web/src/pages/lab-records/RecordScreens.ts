// The original-record screens as the view registry loads them (one chunk): the three lists and
// the three record pages of their hidden routes.
export { RecordList, RecordListLyjc, RecordListNew } from './RecordLists';
export { RecordPage, RecordPageLyjc, RecordPageNew } from './RecordPages';

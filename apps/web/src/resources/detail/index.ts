// The detail page's sections: a child collection's table and a row's attachments by slot.
export { ChildTable, type ChildTableProps } from './ChildTable';
export { AttachmentList, type AttachmentListProps } from './AttachmentList';

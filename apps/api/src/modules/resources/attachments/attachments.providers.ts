import { AddAttachmentHandler } from './commands/add-attachment/add-attachment.handler';
import { RemoveAttachmentHandler } from './commands/remove-attachment/remove-attachment.handler';
import { GetAttachmentFileHandler } from './queries/get-attachment-file/get-attachment-file.handler';
import { ListAttachmentsHandler } from './queries/list-attachments/list-attachments.handler';

/** The handlers behind every declaration's attachment routes (resources.module.ts registers them). */
export const ATTACHMENT_HANDLERS = [ListAttachmentsHandler, GetAttachmentFileHandler, AddAttachmentHandler, RemoveAttachmentHandler];

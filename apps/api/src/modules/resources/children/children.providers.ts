import { AddChildHandler } from './commands/add-child/add-child.handler';
import { EditChildHandler } from './commands/edit-child/edit-child.handler';
import { RemoveChildHandler } from './commands/remove-child/remove-child.handler';
import { ListChildrenHandler } from './queries/list-children/list-children.handler';

/** The handlers behind every child collection's routes (resources.module.ts registers them). */
export const CHILD_HANDLERS = [ListChildrenHandler, AddChildHandler, EditChildHandler, RemoveChildHandler];

import { Module } from '@nestjs/common';
import { GENERIC_RESOURCES } from '@ohit/contracts';
import { StorageModule } from '@ohit/server-storage';
import { UploadsModule } from '../uploads';
import { ATTACHMENT_HANDLERS } from './attachments/attachments.providers';
import { attachmentControllers } from './attachments/resource-attachments.controller.factory';
import { ChangeCodePatternHandler } from './commands/change-code-pattern/change-code-pattern.handler';
import { ChangeResourceStatusHandler } from './commands/change-resource-status/change-resource-status.handler';
import { CopyResourceHandler } from './commands/copy-resource/copy-resource.handler';
import { CreateResourceHandler } from './commands/create-resource/create-resource.handler';
import { DeleteResourcesHandler } from './commands/delete-resources/delete-resources.handler';
import { EditResourceHandler } from './commands/edit-resource/edit-resource.handler';
import { RelateResourcesHandler } from './commands/relate-resources/relate-resources.handler';
import { ResetResourceHandler } from './commands/reset-resource/reset-resource.handler';
import { RunListCommandHandler } from './commands/run-list-command/run-list-command.handler';
import { RunResourceCommandHandler } from './commands/run-resource-command/run-resource-command.handler';
import { TransitionResourceHandler } from './commands/transition-resource/transition-resource.handler';
import { ResourceListCommands } from './extensions/list-commands';
import { ResourceExtensions } from './extensions/resource-extensions';
import { GetCodePatternHandler } from './queries/get-code-pattern/get-code-pattern.handler';
import { GetResourceHistoryHandler } from './queries/get-resource-history/get-resource-history.handler';
import { GetResourceHandler } from './queries/get-resource/get-resource.handler';
import { ListResourceHandler } from './queries/list-resource/list-resource.handler';
import { ListRelationsHandler } from './queries/list-relations/list-relations.handler';
import { CHILD_HANDLERS } from './children/children.providers';
import { childrenControllers } from './children/resource-children.controller.factory';
import { resourceController } from './resource-controller.factory';

/** The resource engine: list, detail and the generic commands of every generic declaration. */
@Module({
  imports: [StorageModule, UploadsModule],
  controllers: [...GENERIC_RESOURCES.map(resourceController), ...childrenControllers(GENERIC_RESOURCES), ...attachmentControllers(GENERIC_RESOURCES)],
  providers: [
    ListResourceHandler,
    GetResourceHandler,
    ListRelationsHandler,
    CreateResourceHandler,
    EditResourceHandler,
    CopyResourceHandler,
    DeleteResourcesHandler,
    ResetResourceHandler,
    ChangeResourceStatusHandler,
    RelateResourcesHandler,
    TransitionResourceHandler,
    RunResourceCommandHandler,
    RunListCommandHandler,
    GetResourceHistoryHandler,
    GetCodePatternHandler,
    ChangeCodePatternHandler,
    ResourceExtensions,
    ResourceListCommands,
    ...CHILD_HANDLERS,
    ...ATTACHMENT_HANDLERS,
  ],
  exports: [ResourceExtensions, ResourceListCommands],
})
export class ResourcesModule {}

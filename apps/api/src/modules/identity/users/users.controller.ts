import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { PageResult, UploadResponse, UserOption, UserRow } from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, RequirePermissions, ImageUpload, requestReason, type UploadedImage } from '../../../platform';
import { AssignUserRolesCommand } from './commands/assign-user-roles/assign-user-roles.command';
import { CreateUserCommand } from './commands/create-user/create-user.command';
import { DeleteUsersCommand } from './commands/delete-users/delete-users.command';
import { EditUserCommand } from './commands/edit-user/edit-user.command';
import { EnableUsersCommand } from './commands/enable-users/enable-users.command';
import { ResetPasswordCommand } from './commands/reset-password/reset-password.command';
import { SetUsersExpiryCommand } from './commands/set-users-expiry/set-users-expiry.command';
import { StoreUserFileCommand } from './commands/store-user-file/store-user-file.command';
import type { UserFileKind } from './commands/store-user-file/user-file-kinds';
import { UpdatePasswordCommand } from './commands/update-password/update-password.command';
import { GetUserFileQuery } from './queries/get-user-file/get-user-file.query';
import { sendUserFile } from './queries/get-user-file/send-user-file';
import { ListUserOptionsQuery } from './queries/list-user-options/list-user-options.query';
import { ListUsersQuery } from './queries/list-users/list-users.query';
import { AssignRolesDto, CreateUserDto, EditUserDto, EnableUsersDto, IdsDto, ListUsersQueryDto, ResetPasswordDto, SetExpiryDto, UpdatePasswordDto, UserOptionsQueryDto } from './users.dto';

const MB = 1024 * 1024;
/** Multipart: the image, plus an optional `reason` text field. */
type UploadRequest = Request & { uploadedImage: UploadedImage; body?: { reason?: unknown } };
const idPipe = new ParseIntPipe({ exceptionFactory: () => badRequest('用户id必须是整数') });

@ApiTags('users')
@Controller('api/users')
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermissions('user:list')
  list(@CurrentActor() actor: Actor, @Query() q: ListUsersQueryDto): Promise<PageResult<UserRow>> {
    return this.queries.execute(new ListUsersQuery(actor, q));
  }

  /** Colleagues for a user field's picker (any logged-in user; names only, own organisation or one in the write scope). */
  @Get('options')
  options(@CurrentActor() actor: Actor, @Query() q: UserOptionsQueryDto): Promise<UserOption[]> {
    return this.queries.execute(new ListUserOptionsQuery(actor, q.blurry, q.role, q.organizationId));
  }

  @Post()
  @RequirePermissions('user:add')
  create(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: CreateUserDto) {
    return this.commands.execute(new CreateUserCommand(actor, dto, reason));
  }

  @Put()
  @RequirePermissions('user:edit')
  edit(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: EditUserDto) {
    return this.commands.execute(new EditUserCommand(actor, dto, reason));
  }

  @Delete()
  @HttpCode(200)
  @RequirePermissions('user:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: IdsDto) {
    await this.commands.execute(new DeleteUsersCommand(actor, dto.ids, dto.reason));
    return {};
  }

  @Put('enable')
  @RequirePermissions('user:enable')
  async enable(@CurrentActor() actor: Actor, @Body() dto: EnableUsersDto) {
    await this.commands.execute(new EnableUsersCommand(actor, dto.ids, dto.enabled, dto.reason));
    return {};
  }

  @Put('expiry')
  @RequirePermissions('user:edit')
  async expiry(@CurrentActor() actor: Actor, @Body() dto: SetExpiryDto) {
    await this.commands.execute(new SetUsersExpiryCommand(actor, dto.ids, dto.expiryDate, dto.reason));
    return {};
  }

  @Put('resetPass')
  @RequirePermissions('user:resetPass')
  async resetPass(@CurrentActor() actor: Actor, @Body() dto: ResetPasswordDto) {
    await this.commands.execute(new ResetPasswordCommand(actor, dto.id, dto.password, dto.reason));
    return {};
  }

  /** Any logged-in user, for themselves. */
  @Put('updatePass')
  async updatePass(@CurrentActor() actor: Actor, @Body() dto: UpdatePasswordDto) {
    await this.commands.execute(new UpdatePasswordCommand(actor, dto.oldPass, dto.newPass, dto.reason));
    return {};
  }

  @Put('roles')
  @RequirePermissions('user:edit')
  async roles(@CurrentActor() actor: Actor, @Body() dto: AssignRolesDto) {
    await this.commands.execute(new AssignUserRolesCommand(actor, dto.id, dto.roleIds, dto.reason));
    return {};
  }

  /** Any logged-in user, for themselves: png/jpeg/gif/webp up to 2 MB in field `avatar`. */
  @Post('updateAvatar')
  @HttpCode(200)
  @UseInterceptors(ImageUpload('avatar', ['png', 'jpeg', 'gif', 'webp'], 2 * MB))
  updateAvatar(@CurrentActor() actor: Actor, @Req() req: UploadRequest): Promise<UploadResponse> {
    return this.commands.execute(new StoreUserFileCommand(actor, 'avatar', req.uploadedImage, requestReason(req.body?.reason)));
  }

  /** Any logged-in user, for themselves: the signature image, png/jpeg up to 1 MB in field `file`. */
  @Post('upload/sign')
  @HttpCode(200)
  @UseInterceptors(ImageUpload('file', ['png', 'jpeg'], 1 * MB))
  uploadSign(@CurrentActor() actor: Actor, @Req() req: UploadRequest): Promise<UploadResponse> {
    return this.commands.execute(new StoreUserFileCommand(actor, 'signature', req.uploadedImage, requestReason(req.body?.reason)));
  }

  /** A user's avatar: their own, or another's with user:list inside the caller's organisation scope. */
  @Get(':id/avatar')
  avatar(@CurrentActor() actor: Actor, @Param('id', idPipe) id: number, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.sendFile(actor, id, 'avatar', req, res);
  }

  /** A user's signature image, on the same rules as the avatar. */
  @Get(':id/sign')
  sign(@CurrentActor() actor: Actor, @Param('id', idPipe) id: number, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.sendFile(actor, id, 'signature', req, res);
  }

  private async sendFile(actor: Actor, id: number, kind: UserFileKind, req: Request, res: Response): Promise<void> {
    sendUserFile(req, res, await this.queries.execute(new GetUserFileQuery(actor, id, kind)));
  }
}

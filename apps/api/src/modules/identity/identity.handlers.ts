/** Controllers and CQRS handlers of users, roles, menus, organisations and the dashboard. */
import { CreateMenuHandler } from './menus/commands/create-menu/create-menu.handler';
import { DeleteMenusHandler } from './menus/commands/delete-menus/delete-menus.handler';
import { EditMenuHandler } from './menus/commands/edit-menu/edit-menu.handler';
import { MenuCatalogueSync } from './menus/menu-catalogue-sync';
import { MenuReader } from './menus/menu-reader';
import { FamilyBucketController, MenusController } from './menus/menus.controller';
import { BuildMenusHandler } from './menus/queries/build-menus/build-menus.handler';
import { FamilyBucketHandler } from './menus/queries/family-bucket/family-bucket.handler';
import { LazyMenusHandler } from './menus/queries/lazy-menus/lazy-menus.handler';
import { ListMenusHandler } from './menus/queries/list-menus/list-menus.handler';
import { SuperiorMenusHandler } from './menus/queries/superior-menus/superior-menus.handler';
import { CreateOrganizationHandler } from './organizations/commands/create-organization/create-organization.handler';
import { DeleteOrganizationsHandler } from './organizations/commands/delete-organizations/delete-organizations.handler';
import { EditOrganizationHandler } from './organizations/commands/edit-organization/edit-organization.handler';
import { OrganizationsController } from './organizations/organizations.controller';
import { ListOrganizationsHandler } from './organizations/queries/list-organizations/list-organizations.handler';
import { AssignRoleMenusHandler } from './roles/commands/assign-role-menus/assign-role-menus.handler';
import { CreateRoleHandler } from './roles/commands/create-role/create-role.handler';
import { DeleteRolesHandler } from './roles/commands/delete-roles/delete-roles.handler';
import { EditRoleHandler } from './roles/commands/edit-role/edit-role.handler';
import { SetRoleDataScopeHandler } from './roles/commands/set-role-data-scope/set-role-data-scope.handler';
import { ListRolesHandler } from './roles/queries/list-roles/list-roles.handler';
import { RoleRules } from './roles/role-rules';
import { RolesController } from './roles/roles.controller';
import { AssignUserRolesHandler } from './users/commands/assign-user-roles/assign-user-roles.handler';
import { CreateUserHandler } from './users/commands/create-user/create-user.handler';
import { DeleteUsersHandler } from './users/commands/delete-users/delete-users.handler';
import { EditUserHandler } from './users/commands/edit-user/edit-user.handler';
import { EnableUsersHandler } from './users/commands/enable-users/enable-users.handler';
import { ResetPasswordHandler } from './users/commands/reset-password/reset-password.handler';
import { SetUsersExpiryHandler } from './users/commands/set-users-expiry/set-users-expiry.handler';
import { StoreUserFileHandler } from './users/commands/store-user-file/store-user-file.handler';
import { UpdatePasswordHandler } from './users/commands/update-password/update-password.handler';
import { GetUserFileHandler } from './users/queries/get-user-file/get-user-file.handler';
import { ListUserOptionsHandler } from './users/queries/list-user-options/list-user-options.handler';
import { ListUsersHandler } from './users/queries/list-users/list-users.handler';
import { UserRules } from './users/user-rules';
import { UsersController } from './users/users.controller';

export const IDENTITY_CONTROLLERS = [UsersController, RolesController, MenusController, FamilyBucketController, OrganizationsController];

export const IDENTITY_HANDLERS = [
  UserRules, RoleRules, MenuReader, MenuCatalogueSync,
  ListUsersHandler, ListUserOptionsHandler, CreateUserHandler, EditUserHandler, DeleteUsersHandler, EnableUsersHandler, SetUsersExpiryHandler,
  ResetPasswordHandler, UpdatePasswordHandler, AssignUserRolesHandler, StoreUserFileHandler, GetUserFileHandler,
  ListRolesHandler, CreateRoleHandler, EditRoleHandler, DeleteRolesHandler, AssignRoleMenusHandler, SetRoleDataScopeHandler,
  BuildMenusHandler, LazyMenusHandler, ListMenusHandler, SuperiorMenusHandler, FamilyBucketHandler, CreateMenuHandler, EditMenuHandler, DeleteMenusHandler,
  ListOrganizationsHandler, CreateOrganizationHandler, EditOrganizationHandler, DeleteOrganizationsHandler,
];

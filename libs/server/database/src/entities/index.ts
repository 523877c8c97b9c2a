import { DomainEventEntity } from './domain-event.entity';
import { MenuEntity } from './menu.entity';
import { OrganizationEntity } from './organization.entity';
import { RoleEntity, RoleMenuEntity, RoleOrganizationEntity } from './role.entity';
import { UserEntity, UserRoleEntity } from './user.entity';

export { DomainEventEntity, MenuEntity, OrganizationEntity, RoleEntity, RoleMenuEntity, RoleOrganizationEntity, UserEntity, UserRoleEntity };
export type { RoleDataScope } from './role.entity';

/** Every entity the data source knows; modules add theirs here. */
export const ENTITIES = [
  DomainEventEntity,
  OrganizationEntity,
  UserEntity,
  UserRoleEntity,
  RoleEntity,
  RoleMenuEntity,
  RoleOrganizationEntity,
  MenuEntity,
];

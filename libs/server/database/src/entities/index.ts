import { AnnouncementEntity } from './announcement.entity';
import { AnnouncementSendEntity } from './announcement-send.entity';
import { AppReleaseEntity } from './app-release.entity';
import { DictionaryEntity } from './dictionary.entity';
import { DictionaryDetailEntity } from './dictionary-detail.entity';
import { PlatformAddressEntity } from './platform-address.entity';
import { StoredFileEntity } from './stored-file.entity';
import { DomainEventEntity } from './domain-event.entity';
import { MenuEntity } from './menu.entity';
import { OrganizationEntity } from './organization.entity';
import { RoleEntity, RoleMenuEntity, RoleOrganizationEntity } from './role.entity';
import { UserEntity, UserRoleEntity } from './user.entity';
import { InspectedUnitEntity } from './inspected-unit.entity';
import { EquipmentEntity } from './equipment.entity';
import { ProjectEntity } from './project.entity';
import { JobEntity } from './job.entity';

export { DomainEventEntity, MenuEntity, OrganizationEntity, RoleEntity, RoleMenuEntity, RoleOrganizationEntity, UserEntity, UserRoleEntity };
export type { RoleDataScope } from './role.entity';

export { AnnouncementEntity, AnnouncementSendEntity, AppReleaseEntity, DictionaryEntity, DictionaryDetailEntity, PlatformAddressEntity, StoredFileEntity };

export { InspectedUnitEntity, EquipmentEntity, ProjectEntity, JobEntity };

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
  AnnouncementEntity,
  AnnouncementSendEntity,
  DictionaryEntity,
  DictionaryDetailEntity,
  StoredFileEntity,
  AppReleaseEntity,
  PlatformAddressEntity,
  InspectedUnitEntity,
  EquipmentEntity,
  ProjectEntity,
  JobEntity,
];

import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { VersionedEntity } from './row-columns';

export type RoleDataScope = 'ALL' | 'OWN_ORG' | 'CUSTOM';

/** A role: its menus and buttons (role_menus) and its data scope (role_organizations for CUSTOM). */
@Entity({ name: 'roles' })
@Index('uq_roles_org_name', ['organizationId', 'name'], { unique: true })
export class RoleEntity extends VersionedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  /** Smaller is more powerful; 1 is the top. */
  @Column({ type: 'integer', default: 3 })
  level: number;

  @Column({ name: 'data_scope', type: 'varchar', length: 10, default: 'OWN_ORG' })
  dataScope: RoleDataScope;

  @Column({ type: 'varchar', length: 255, nullable: true })
  description: string | null;

  @Column({ name: 'organization_id', type: 'integer' })
  organizationId: number;
}

@Entity({ name: 'role_menus' })
@Index('idx_role_menus_menu', ['menuId'])
export class RoleMenuEntity {
  @PrimaryColumn({ name: 'role_id', type: 'integer' })
  roleId: number;

  @PrimaryColumn({ name: 'menu_id', type: 'integer' })
  menuId: number;
}

/** The explicit organisations of a CUSTOM data scope (an empty list never means "all"). */
@Entity({ name: 'role_organizations' })
@Index('idx_role_organizations_org', ['organizationId'])
export class RoleOrganizationEntity {
  @PrimaryColumn({ name: 'role_id', type: 'integer' })
  roleId: number;

  @PrimaryColumn({ name: 'organization_id', type: 'integer' })
  organizationId: number;
}

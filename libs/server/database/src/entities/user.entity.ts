import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { VersionedEntity } from './row-columns';

/** A login account. `password_hash` (argon2id) never leaves the server. */
@Entity({ name: 'users' })
@Index('idx_users_org_id', ['organizationId', 'id'])
export class UserEntity extends VersionedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50, unique: true })
  username: string;

  @Column({ name: 'nick_name', type: 'varchar', length: 50 })
  nickName: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  email: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin: boolean;

  @Column({ name: 'is_qy', type: 'smallint', default: 0 })
  isQy: number;

  @Column({ name: 'expiry_date', type: 'timestamptz', nullable: true })
  expiryDate: Date | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ name: 'organization_id', type: 'integer' })
  organizationId: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  avatar: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  signature: string | null;

  @Column({ name: 'password_changed_at', type: 'timestamptz', nullable: true })
  passwordChangedAt: Date | null;
}

@Entity({ name: 'user_roles' })
@Index('idx_user_roles_role', ['roleId'])
export class UserRoleEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @PrimaryColumn({ name: 'role_id', type: 'integer' })
  roleId: number;
}

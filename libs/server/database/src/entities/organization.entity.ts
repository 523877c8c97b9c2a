import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { VersionedEntity } from './row-columns';

/** An inspection or technical-service organisation; users, roles and data belong to one. */
@Entity({ name: 'organizations' })
@Index('idx_organizations_parent', ['parentId'])
export class OrganizationEntity extends VersionedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 50, unique: true })
  code: string;

  @Column({ name: 'zone_code', type: 'varchar', length: 20, nullable: true })
  zoneCode: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  logo: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  favicon: string | null;

  @Column({ name: 'parent_id', type: 'integer', nullable: true })
  parentId: number | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;
}

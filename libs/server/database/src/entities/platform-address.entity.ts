import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { VersionedEntity } from './row-columns';

/** Where a linked platform lives (spec §3: type 3, 5, 6 or 7 → ip and port). */
@Entity({ name: 'platform_addresses' })
export class PlatformAddressEntity extends VersionedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'smallint', unique: true })
  type: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** IPv4 address or host name. */
  @Column({ type: 'varchar', length: 255 })
  ip: string;

  @Column({ type: 'integer' })
  port: number;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';

/** Where a linked platform lives (spec §3: type 3, 5, 6 or 7 → ip and port). */
@Entity({ name: 'platform_addresses' })
export class PlatformAddressEntity {
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

  @VersionColumn({ default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

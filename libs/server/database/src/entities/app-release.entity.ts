import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An Android package of the companion app (spec §3 "apk affix"). */
@Entity({ name: 'app_releases' })
export class AppReleaseEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50, unique: true })
  version: string;

  /** Numeric sort key of the dotted version (major*1e9 + minor*1e6 + patch*1e3 + build). */
  @Column({ name: 'version_rank', type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  versionRank: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @Column({ name: 'file_key', type: 'varchar', length: 200 })
  fileKey: string;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  size: number;

  @Column({ name: 'created_by', type: 'varchar', length: 50, nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

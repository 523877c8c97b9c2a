import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The jobs read model (export/import): what the jobs drawer shows. Its id is the BullMQ job id. */
@Entity({ name: 'jobs' })
export class JobEntity {
  @PrimaryColumn('uuid') id: string;
  @Column({ type: 'varchar', length: 20 }) type: string;
  @Column({ type: 'varchar', length: 60 }) resource: string;
  @Column({ type: 'varchar', length: 20, default: 'queued' }) status: string;
  @Column({ type: 'smallint', default: 0 }) progress: number;
  @Column({ name: 'rows_done', type: 'integer', default: 0 }) rowsDone: number;
  @Column({ name: 'rows_total', type: 'integer', nullable: true }) rowsTotal: number | null;
  @Column({ name: 'owner_id', type: 'integer' }) ownerId: number;
  @Column({ name: 'organization_id', type: 'integer' }) organizationId: number;
  @Column({ type: 'jsonb', default: {} }) parameters: Record<string, unknown>;
  @Column({ name: 'input_path', type: 'varchar', length: 255, nullable: true }) inputPath: string | null;
  @Column({ name: 'file_name', type: 'varchar', length: 255, nullable: true }) fileName: string | null;
  @Column({ name: 'file_path', type: 'varchar', length: 255, nullable: true }) filePath: string | null;
  @Column({ type: 'jsonb', default: [] }) errors: string[];
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ name: 'cancel_requested', type: 'boolean', default: false }) cancelRequested: boolean;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true }) startedAt: Date | null;
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true }) finishedAt: Date | null;
}

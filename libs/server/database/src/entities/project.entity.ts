import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Minimal project row (code, inspected unit, organisation) until the projects module lands. */
@Entity({ name: 'projects' })
export class ProjectEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 50 }) code: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) name: string | null;
  @Column({ name: 'inspected_unit_id', type: 'integer', nullable: true }) inspectedUnitId: number | null;
  @Column({ name: 'organization_id', type: 'integer' }) organizationId: number;
  @Column({ type: 'integer', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

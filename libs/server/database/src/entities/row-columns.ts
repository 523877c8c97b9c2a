import { CreateDateColumn, UpdateDateColumn, VersionColumn } from 'typeorm';

/** created_at / updated_at, as every table's migration declares them. */
export abstract class TimestampedEntity {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** Timestamps plus the version edits check by hand (`… WHERE id = $1 AND version = $2`). */
export abstract class VersionedEntity extends TimestampedEntity {
  @VersionColumn({ default: 1 })
  version: number;
}

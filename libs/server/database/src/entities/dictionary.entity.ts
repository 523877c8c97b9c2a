import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { VersionedEntity } from './row-columns';

/** A named dictionary (platform-wide definition); its entries may belong to organisations. */
@Entity({ name: 'dictionaries' })
export class DictionaryEntity extends VersionedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  description: string | null;
}

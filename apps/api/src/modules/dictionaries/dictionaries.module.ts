import { Module } from '@nestjs/common';
import { CreateDictDetailHandler, CreateDictHandler, DeleteDictDetailsHandler, DeleteDictsHandler, EditDictDetailHandler, EditDictHandler } from './commands';
import { DictDetailsController, DictsController } from './dictionaries.controller';
import { DictMapHandler, ListDictDetailsHandler, ListDictsHandler } from './queries/dictionary.queries';

export { seedDictionaries, BUSINESS_DICTIONARIES } from './seed-dictionaries';

/** Dictionaries and their entries (spec §3, §7). */
@Module({
  controllers: [DictsController, DictDetailsController],
  providers: [CreateDictHandler, EditDictHandler, DeleteDictsHandler, CreateDictDetailHandler, EditDictDetailHandler, DeleteDictDetailsHandler, ListDictsHandler, ListDictDetailsHandler, DictMapHandler],
})
export class DictionariesModule {}

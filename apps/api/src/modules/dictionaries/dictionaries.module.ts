import { Module } from '@nestjs/common';
import { CreateDictDetailHandler } from './commands/create-dict-detail/create-dict-detail.handler';
import { CreateDictHandler } from './commands/create-dict/create-dict.handler';
import { DeleteDictDetailsHandler } from './commands/delete-dict-details/delete-dict-details.handler';
import { DeleteDictsHandler } from './commands/delete-dicts/delete-dicts.handler';
import { EditDictDetailHandler } from './commands/edit-dict-detail/edit-dict-detail.handler';
import { EditDictHandler } from './commands/edit-dict/edit-dict.handler';
import { DictDetailsController, DictsController } from './dictionaries.controller';
import { GetDictMapHandler } from './queries/get-dict-map/get-dict-map.handler';
import { ListDictDetailsHandler } from './queries/list-dict-details/list-dict-details.handler';
import { ListDictsHandler } from './queries/list-dicts/list-dicts.handler';

export { seedDictionaries, BUSINESS_DICTIONARIES } from './seed-dictionaries';

/** Dictionaries and their entries (spec §3, §7). */
@Module({
  controllers: [DictsController, DictDetailsController],
  providers: [
    CreateDictHandler,
    EditDictHandler,
    DeleteDictsHandler,
    CreateDictDetailHandler,
    EditDictDetailHandler,
    DeleteDictDetailsHandler,
    ListDictsHandler,
    ListDictDetailsHandler,
    GetDictMapHandler,
  ],
})
export class DictionariesModule {}

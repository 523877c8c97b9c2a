import { App } from 'antd';
import type { ResourceDeclaration } from '@ohit/contracts';
import { IMPORT_FILE_FORMAT_MESSAGE } from '@ohit/domain';
import { t } from '../i18n';
import { jobsStore } from '../jobs/jobs-store';
import { checkImportFile } from './import-file';
import type { ResourceApi } from './resource-api';
import { buildSearchParams, type SearchValues } from './search-params';

/** Export (the list query plus the selected ids) and import (a checked workbook) as jobs in the jobs drawer. */
export function useTransferJobs(decl: ResourceDeclaration, api: ResourceApi) {
  const { message } = App.useApp();
  return {
    /** The list's search and its fixed filter (a screen's slice exports only that slice). */
    async startExport(applied: SearchValues, sort: string[], selected: number[], fixed?: SearchValues): Promise<void> {
      const started = await api.startExport({ ...buildSearchParams(decl, applied, fixed), sort }, selected);
      jobsStore.dispatch({ type: 'started', jobId: started.jobId, jobType: 'export', resource: decl.name });
      message.info(t('resourceList.exportStarted'));
    },
    async startImport(file: File): Promise<void> {
      const problem = await checkImportFile(file);
      if (problem) {
        if (problem === IMPORT_FILE_FORMAT_MESSAGE) message.warning(problem);
        else message.error(problem);
        return;
      }
      const started = await api.startImport(file);
      jobsStore.dispatch({ type: 'started', jobId: started.jobId, jobType: 'import', resource: decl.name, fileName: file.name });
      message.info(t('resourceList.importStarted'));
    },
  };
}

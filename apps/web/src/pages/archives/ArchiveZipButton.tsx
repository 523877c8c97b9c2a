import { FileZipOutlined } from '@ant-design/icons';
import { ARCHIVE_ZIP_JOB, PROJECT_ARCHIVE } from '@ohit/contracts';
import { t } from '../../i18n';
import { JobFileButton } from '../../jobs/JobFileButton';
import type { JobPdfText } from '../../jobs/job-pdf-text';
import { archiveApi } from './archive-api';

/** 打包下载's words (zh-CN, i18n archive.zip). */
const ZIP_TEXT: JobPdfText = {
  generate: t('archive.zip.generate'),
  regenerate: t('archive.zip.regenerate'),
  queued: t('archive.zip.queued'),
  running: (percent: number) => t('archive.zip.running', { percent }),
  completed: t('archive.zip.completed'),
  download: t('archive.zip.download'),
  downloaded: t('archive.zip.downloaded'),
  failed: t('archive.zip.failed'),
  cancelled: t('archive.zip.cancelled'),
};

/**
 * 打包下载 on an archive's page: the archiveZip job (POST api/archive/:id/zip) through the jobs' file
 * button — progress live, listed in the jobs drawer, then 下载压缩包; a failure shows the server's
 * reason and offers to pack again.
 */
export function ArchiveZipButton({ archiveId }: { archiveId: number }) {
  return <JobFileButton start={() => archiveApi.zip(archiveId)} jobType={ARCHIVE_ZIP_JOB.name} resource={PROJECT_ARCHIVE.name} testId="archive-zip" text={ZIP_TEXT} icon={<FileZipOutlined />} />;
}

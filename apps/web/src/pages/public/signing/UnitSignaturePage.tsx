import { t } from '../../../i18n';
import { SignReportPage } from './SignReportPage';

/** /unitSignature?token=…: the employer (用人单位) signs the report version its link names. */
export default function UnitSignaturePage() {
  return <SignReportPage title={t('route.unitSignature')} />;
}

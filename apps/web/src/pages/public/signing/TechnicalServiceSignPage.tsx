import { t } from '../../../i18n';
import { SignReportPage } from './SignReportPage';

/** /technicalServiceSign?token=…: the technical-service organisation signs the report version its link names. */
export default function TechnicalServiceSignPage() {
  return <SignReportPage title={t('route.technicalServiceSign')} />;
}

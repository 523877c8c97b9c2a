import { Space, Typography } from 'antd';
import { apiUrl } from '../../../http/request';
import { t } from '../../../i18n';
import { DisclosureFactsView, photoCaption } from '../../report-disclosures/DisclosureFactsView';
import { publicDate } from '../news/news-format';
import { PublicDetailFrame } from '../PublicDetailFrame';
import { publicDisclosureApi } from './public-disclosure-api';

const k = (key: string, params?: Record<string, unknown>) => t(`publicDisclosure.${key}`, params);

/**
 * /orgReportFormulaDetails?id=… (no token): one published disclosure — the organisation, the
 * report, the employer, the project team, who surveyed, sampled and tested and when, the
 * employer's accompanying people, the photos and the conclusions. One that is not there or no
 * longer published reads 报告公示不存在或未发布.
 */
export default function OrgReportFormulaDetailsPage() {
  return (
    <PublicDetailFrame load={publicDisclosureApi.one} backTo="/orgReportFormula" texts="publicDisclosure" skeletonRows={10}>
      {(disclosure, back) => (
        <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="disclosure-details">
          {back}
          <Typography.Title level={3} style={{ margin: 0 }}>
            {`${disclosure.employerName} ${disclosure.checkTypeName}`}
          </Typography.Title>
          <Typography.Text type="secondary">{`${k('publishedAt')}：${publicDate(disclosure.publishedAt)}`}</Typography.Text>
          <DisclosureFactsView
            facts={disclosure.facts}
            renderPhoto={(p) => <img src={apiUrl(p.url)} alt={photoCaption(p)} loading="lazy" style={{ width: 200, height: 150, objectFit: 'cover', borderRadius: 4 }} />}
          />
        </Space>
      )}
    </PublicDetailFrame>
  );
}

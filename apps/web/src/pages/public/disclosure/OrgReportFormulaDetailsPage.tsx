import { useEffect, useState } from 'react';
import { Button, Result, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import type { PublicDisclosureDetail } from '@ohit/contracts';
import { HttpError } from '../../../http/errors';
import { apiUrl } from '../../../http/request';
import { t } from '../../../i18n';
import { DisclosureFactsView, photoCaption } from '../../report-disclosures/DisclosureFactsView';
import { articleId, publicDate } from '../news/news-format';
import { PublicLayout } from '../PublicLayout';
import { publicDisclosureApi } from './public-disclosure-api';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'shown'; disclosure: PublicDisclosureDetail };

const k = (key: string, params?: Record<string, unknown>) => t(`publicDisclosure.${key}`, params);

/**
 * /orgReportFormulaDetails?id=… (no token): one published disclosure — the organisation, the
 * report, the employer, the project team, who surveyed, sampled and tested and when, the
 * employer's accompanying people, the photos and the conclusions. One that is not there or no
 * longer published reads 报告公示不存在或未发布.
 */
export default function OrgReportFormulaDetailsPage() {
  const [params] = useSearchParams();
  const id = articleId(params);
  const [state, setState] = useState<State>(id === null ? { kind: 'missing' } : { kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) {
      setState({ kind: 'missing' });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    publicDisclosureApi
      .one(id)
      .then((disclosure) => live && setState({ kind: 'shown', disclosure }))
      .catch((e: unknown) => live && setState({ kind: e instanceof HttpError && e.statusCode === 404 ? 'missing' : 'failed' }));
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const back = (
    <Link to="/orgReportFormula">
      <ArrowLeftOutlined /> {k('back')}
    </Link>
  );

  return (
    <PublicLayout>
      {state.kind === 'loading' && <Skeleton active paragraph={{ rows: 10 }} />}
      {state.kind === 'missing' && <Result status="404" title={k('notFound')} extra={back} />}
      {state.kind === 'failed' && <Result status="warning" title={k('loadFailed')} extra={<Button onClick={() => setAttempt((n) => n + 1)}>{k('retry')}</Button>} />}
      {state.kind === 'shown' && (
        <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="disclosure-details">
          {back}
          <Typography.Title level={3} style={{ margin: 0 }}>
            {`${state.disclosure.employerName} ${state.disclosure.checkTypeName}`}
          </Typography.Title>
          <Typography.Text type="secondary">{`${k('publishedAt')}：${publicDate(state.disclosure.publishedAt)}`}</Typography.Text>
          <DisclosureFactsView
            facts={state.disclosure.facts}
            renderPhoto={(p) => <img src={apiUrl(p.url)} alt={photoCaption(p)} loading="lazy" style={{ width: 200, height: 150, objectFit: 'cover', borderRadius: 4 }} />}
          />
        </Space>
      )}
    </PublicLayout>
  );
}

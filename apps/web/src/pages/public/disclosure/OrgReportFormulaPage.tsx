import { useEffect, useState } from 'react';
import { Button, Input, Result, Select, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { PUBLIC_DISCLOSURE_DEFAULT_SIZE, type PublicDisclosureItem, type PublicDisclosureOrganisation } from '@ohit/contracts';
import { t } from '../../../i18n';
import { publicDate } from '../news/news-format';
import { PublicLayout } from '../PublicLayout';
import { usePublicListQuery } from '../usePublicListQuery';
import { publicDisclosureApi } from './public-disclosure-api';

const k = (key: string, params?: Record<string, unknown>) => t(`publicDisclosure.${key}`, params);
const positive = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined);
const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 6 }, (_, i) => thisYear - i);

/**
 * /orgReportFormula (no token): the published report disclosures, newest publication first —
 * organisation, report number, employer, check type, issue and publication dates — searched by
 * employer, report number or organisation, narrowed to an organisation and a year of issue, a page
 * at a time. The search lives in the address (?keyword=&org=&year=&page=), so a visitor coming back
 * from a disclosure finds the same page.
 */
export default function OrgReportFormulaPage() {
  const { filters, page, typed, setTyped, data, failed, loading, retry, go } = usePublicListQuery({
    read: (params) => ({ keyword: params.get('keyword') ?? '', org: positive(params.get('org')), year: positive(params.get('year')) }),
    searchKey: 'keyword',
    load: (f, p) => publicDisclosureApi.list({ page: p - 1, size: PUBLIC_DISCLOSURE_DEFAULT_SIZE, keyword: f.keyword.trim() || undefined, org: f.org, year: f.year }),
  });
  const { org, year } = filters;
  const [organisations, setOrganisations] = useState<PublicDisclosureOrganisation[]>([]);

  useEffect(() => {
    let live = true;
    publicDisclosureApi
      .organisations()
      .then((list) => live && setOrganisations(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  return (
    <PublicLayout>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {k('title')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => go({ keyword: value })}
          placeholder={k('searchPlaceholder')}
          enterButton={k('search')}
          maxLength={100}
          style={{ width: 340, maxWidth: '100%' }}
          data-testid="disclosure-search"
        />
        <Select<number>
          value={org ?? 0}
          onChange={(value) => go({ org: value || undefined })}
          options={[{ value: 0, label: k('allOrganisations') }, ...organisations.map((o) => ({ value: o.id, label: o.name }))]}
          style={{ width: 220 }}
          aria-label={k('allOrganisations')}
          data-testid="disclosure-org"
        />
        <Select<number>
          value={year ?? 0}
          onChange={(value) => go({ year: value || undefined })}
          options={[{ value: 0, label: k('allYears') }, ...YEARS.map((y) => ({ value: y, label: k('year', { year: y }) }))]}
          style={{ width: 120 }}
          aria-label={k('allYears')}
          data-testid="disclosure-year"
        />
      </Space>
      {failed ? (
        <Result status="warning" title={k('loadFailed')} extra={<Button onClick={retry}>{k('retry')}</Button>} />
      ) : (
        <Table<PublicDisclosureItem>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={data?.content ?? []}
          locale={{ emptyText: k('empty') }}
          scroll={{ x: 860 }}
          style={{ background: '#fff', borderRadius: 8 }}
          pagination={{
            current: page,
            pageSize: PUBLIC_DISCLOSURE_DEFAULT_SIZE,
            total: data?.totalElements ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => k('total', { total }),
            onChange: (p) => go({ page: p }),
          }}
          onRow={() => ({ 'data-testid': 'disclosure-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'organisation', title: k('organisation'), dataIndex: 'organisationName', width: 200 },
            {
              key: 'reportCode',
              title: k('reportCode'),
              width: 190,
              render: (_, item) => <Link to={`/orgReportFormulaDetails?id=${item.id}`}>{item.reportCode}</Link>,
            },
            { key: 'employer', title: k('employer'), dataIndex: 'employerName' },
            { key: 'checkType', title: k('checkType'), dataIndex: 'checkTypeName', width: 100 },
            { key: 'issueDate', title: k('issueDate'), dataIndex: 'issueDate', width: 110 },
            { key: 'publishedAt', title: k('publishedAt'), width: 110, render: (_, item) => publicDate(item.publishedAt) },
          ]}
        />
      )}
    </PublicLayout>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import { t } from '../../i18n';
import { fetchProjectInfo, projectLabel, type ProjectInfoRow } from '../project-info-api';

const PAGE_SIZE = 50;
const DEBOUNCE_MS = 300;

type Props = { value?: number | null; onChange?: (v: number | null) => void; id?: string; organizationId?: number };

/**
 * 项目: a project of the user's scope, searched on the server by code or name (api/projectInfo,
 * blurry). Administrators see the projects of `organizationId` (the row's organisation).
 */
export function ProjectSelect({ value, onChange, id, organizationId }: Props) {
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<ProjectInfoRow[]>([]);
  const [loading, setLoading] = useState(true);
  // the chosen project keeps its label while another search shows other rows
  const [picked, setPicked] = useState<ProjectInfoRow | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    const mine = ++seq.current;
    setLoading(true);
    const timer = setTimeout(() => {
      fetchProjectInfo({ pageNumber: 1, pageSize: PAGE_SIZE, blurry: keyword.trim() || undefined, organizationId })
        .then(({ rows: found }) => mine === seq.current && setRows(found), () => mine === seq.current && setRows([]))
        .finally(() => mine === seq.current && setLoading(false));
    }, keyword ? DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [keyword, organizationId]);

  return (
    <Select
      id={id}
      showSearch
      allowClear
      value={value ?? undefined}
      onChange={(v) => {
        setPicked(rows.find((p) => p.id === v) ?? null);
        onChange?.(v ?? null);
      }}
      onSearch={setKeyword}
      filterOption={false}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : t('resourceRelation.noProjects')}
      options={[...(picked && picked.id === value && !rows.some((p) => p.id === picked.id) ? [picked] : []), ...rows].map((p) => ({ value: p.id, label: projectLabel(p) }))}
      placeholder={t('resourceRelation.projectPlaceholder')}
      aria-label={t('resourceRelation.project')}
      data-testid="relation-project"
    />
  );
}

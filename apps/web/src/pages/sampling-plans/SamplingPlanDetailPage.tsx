import { useCallback, useMemo, useState } from 'react';
import { Button, Result, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { permissionCodes, SAMPLING_PLAN, SITE_SURVEY, type ChildCollection, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { detailLocator, pathOfNamedRoute } from '../../resources/detail-route';
import { ChildTable } from '../../resources/detail/ChildTable';
import { readDetailId } from '../../resources/detail/detail-id';
import { ResourceDetailPage, type DetailContext } from '../../resources/detail/ResourceDetailPage';
import { useRowOfProject } from '../../resources/detail/use-row-of-project';
import { useSession } from '../../session/session-store';
import { GenerateDialog } from './GenerateDialog';
import { PlanChecker } from './PlanChecker';
import { SampleLabels } from './SampleLabels';

const STATE_COLORS: Record<string, string> = { draft: 'processing', submitted: 'purple', approved: 'green', returned: 'warning' };
/** The consumable plan's hidden route (采样准备 › 耗材计划). */
export const CONSUMABLE_ROUTE = 'planHc';

/** Where a project's page of a declaration (its survey) or the consumable plan opens, or null when the user's menus lack it. */
function useProjectLink(routeName: string) {
  const { menus } = useSession();
  return useMemo(() => {
    const path = pathOfNamedRoute(menus, routeName);
    return (plan: ResourceRow) => (path ? `${path}?belongProject=${String(plan.belongProject)}` : null);
  }, [menus, routeName]);
}

/**
 * 采样方案详情 (hidden route samplePlanDetail, /siteSample/samplePlan/details): the plan of the
 * project named by belongProject — its rows (editable while 编制中 or 已退回) with the GBZ 159
 * checker asked again after every change, 生成方案 through the dialog showing what would change,
 * the workflow and override actions, attachments (方案文件, 采样点布置图), history; once approved,
 * the sample labels and the consumable plan. A project without a plan offers to make one.
 */
export default function SamplingPlanDetailPage() {
  const [search] = useSearchParams();
  const projectId = readDetailId(search, 'belongProject');
  const navigate = useNavigate();
  const { roles, menus } = useSession();
  const plan = useRowOfProject(SAMPLING_PLAN, projectId);
  const [revision, setRevision] = useState(0);
  // the rows table is remounted (reloaded) after a generation wrote rows
  const [generations, setGenerations] = useState(0);
  const [generating, setGenerating] = useState<{ row: ResourceRow; reload: () => void } | null>(null);
  const [labels, setLabels] = useState(false);
  const consumablesOf = useProjectLink(CONSUMABLE_ROUTE);
  const may = (action: string) => checkPermission(roles, permissionCodes(SAMPLING_PLAN, action));
  const closeGenerate = useCallback(() => setGenerating(null), []);
  const closeLabels = useCallback(() => setLabels(false), []);

  if (projectId === null) return <Result status="warning" title={t('samplingPlan.missingProject')} />;
  if (plan.failed) return <Result status="404" title={t('resourceDetail.notFound')} />;
  if (plan.rowId === undefined) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (plan.rowId === null) {
    return (
      <Result
        status="info"
        title={t('samplingPlan.noPlan')}
        subTitle={t('samplingPlan.noPlanHint')}
        extra={
          may('add') && (
            <Button type="primary" loading={plan.creating} onClick={() => void plan.create()} data-testid="plan-create">
              {t('samplingPlan.create')}
            </Button>
          )
        }
      />
    );
  }

  const open = (c: DetailContext) => c.row.state === 'draft' || c.row.state === 'returned';
  const renderChild = (child: ChildCollection, c: DetailContext) => (
    <Space direction="vertical" style={{ width: '100%' }}>
      <PlanChecker plan={c.row} revision={revision} />
      <ChildTable
        key={generations}
        decl={SAMPLING_PLAN}
        child={child}
        parentId={c.row.id}
        canEdit={open(c) && may(child.action ?? 'edit')}
        onChanged={() => {
          setRevision((n) => n + 1);
          c.reload();
        }}
      />
    </Space>
  );
  const surveyLocation = (row: ResourceRow) =>
    detailLocator(SITE_SURVEY, menus)({ belongProject: row.belongProject, projectCode: row.projectCode, belongInspect: row.belongInspect, belongInspectName: row.belongInspectName, checkType: row.checkType, organizationId: row.organizationId });
  const renderExtra = (c: DetailContext) => {
    const survey = pathOfNamedRoute(menus, SITE_SURVEY.detailRoute?.name ?? '') ? surveyLocation(c.row) : null;
    const consumables = consumablesOf(c.row);
    return (
      <Space wrap>
        {survey && (
          <Button size="small" onClick={() => navigate(survey)} data-testid="plan-survey-link">
            {t('samplingPlan.survey')}
          </Button>
        )}
        {Number(c.row.sampleCount ?? 0) > 0 && (
          <Button size="small" onClick={() => setLabels(true)} data-testid="plan-labels">
            {t('samplingPlan.labels')}
          </Button>
        )}
        {consumables && (
          <Button size="small" onClick={() => navigate(consumables)} data-testid="plan-consumables-link">
            {t('samplingPlan.consumables')}
          </Button>
        )}
      </Space>
    );
  };
  return (
    <>
      <ResourceDetailPage
        decl={SAMPLING_PLAN}
        id={plan.rowId}
        titleFields={['projectCode', 'belongProjectName']}
        stateColors={STATE_COLORS}
        renderChild={renderChild}
        renderExtra={renderExtra}
        onAction={{ generate: (c) => setGenerating({ row: c.row, reload: c.reload }) }}
      />
      <GenerateDialog
        plan={generating?.row ?? null}
        onCancel={closeGenerate}
        onDone={() => {
          generating?.reload();
          setGenerating(null);
          setRevision((n) => n + 1);
          setGenerations((n) => n + 1);
        }}
      />
      <SampleLabels planId={plan.rowId} open={labels} onClose={closeLabels} />
    </>
  );
}

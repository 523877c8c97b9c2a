import { useState } from 'react';
import { Tabs } from 'antd';
import { DATA_TEMPLATE_DECLARATIONS, MONITORING_TEMPLATE, type ResourceDeclaration, SAMPLING_PLAN_TEMPLATE, SITE_SURVEY_TEMPLATE } from '@ohit/contracts';
import { CodeDetailPage } from '../../resources/detail/CodeDetailPage';
import { ResourceList } from '../../resources/ResourceList';

/**
 * 数据模板 (系统设置 › 数据模板, system/dataModule/index): one tab per kind — 现场调查模板, 采样方案模板,
 * 省级监测模板 — each the generic list of its declaration (add, edit, copy with its rows, delete;
 * a row's code opens its kind's detail page). A tab's list is loaded when it is first opened.
 */
export function DataTemplateList() {
  const [active, setActive] = useState(DATA_TEMPLATE_DECLARATIONS[0]?.name);
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      data-testid="data-template-tabs"
      items={DATA_TEMPLATE_DECLARATIONS.map((decl) => ({ key: decl.name, label: decl.title, children: <ResourceList declaration={decl} /> }))}
    />
  );
}

/** A template's page (its link names it by code): its fields, its rows (the kind's child collection) and history. */
const detail = (decl: ResourceDeclaration) => () => <CodeDetailPage decl={decl} titleFields={['code', 'name']} />;

/** /system/dataModule/siteSurveyModule/page → details: a survey template's preset rows per section. */
export const SiteSurveyTemplateDetail = detail(SITE_SURVEY_TEMPLATE);
/** /system/dataModule/cyfaModule/page → details: a sampling-plan template's defaults and its flow and duration per sampling type. */
export const SamplingPlanTemplateDetail = detail(SAMPLING_PLAN_TEMPLATE);
/** /system/dataModule/qsjcModule/page → details: a monitoring template's item codes. */
export const MonitoringTemplateDetail = detail(MONITORING_TEMPLATE);

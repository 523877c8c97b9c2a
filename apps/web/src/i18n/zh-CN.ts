// Every user-facing string of the web, in zh-CN, assembled from one module per area (zh-CN/*.ts).
// Keys are dotted paths; `{name}` interpolates.
// Wording the spec fixes verbatim comes from @ohit/domain.
import { app, route, login, session, http, shell, pages, dashboard } from './zh-CN/app';
import { common } from './zh-CN/common';
import { user, role, menu, org, center } from './zh-CN/administration';
import { layout, tags, footer } from './zh-CN/layout';
import { notice, announcement } from './zh-CN/notices';
import { dict, apk, platform, privacy } from './zh-CN/settings';
import { jobs } from './zh-CN/jobs';
import { customerDetail } from './zh-CN/customer-detail';
import { helper } from './zh-CN/helper';
import { resourceDetail } from './zh-CN/resource-detail';
import { resourceList } from './zh-CN/resource-list';
import { resourceRelation } from './zh-CN/resource-relation';
import { resourceSections } from './zh-CN/resource-sections';
import { siteSurvey, vocabulary } from './zh-CN/site-survey';
import { samplePrepare, samplingPlan } from './zh-CN/sampling-plan';
import { siteSampling } from './zh-CN/site-sampling';
import { samples } from './zh-CN/samples';
import { laboratory } from './zh-CN/laboratory';
import { staffAuthorization } from './zh-CN/staff-authorization';
import { incomingSamples } from './zh-CN/incoming-samples';
import { judgements } from './zh-CN/judgements';
import { reports } from './zh-CN/reports';
import { approvals } from './zh-CN/approvals';
import { qualityControl } from './zh-CN/quality-control';
import { archive } from './zh-CN/archive';
import { workCalendar } from './zh-CN/work-calendar';
import { supervisionTasks } from './zh-CN/supervision-tasks';
import { richText } from './zh-CN/rich-text';
import { industryNews, publicNews } from './zh-CN/industry-news';
import { publicDisclosure, reportDisclosure } from './zh-CN/report-disclosure';
import { risk } from './zh-CN/risk';
import { signatures } from './zh-CN/signatures';
import { zoneSupervision } from './zh-CN/zone-supervision';
import { provincialQc } from './zh-CN/provincial-qc';
import { provincialPush } from './zh-CN/provincial-push';

export const zhCN = {
  // —— the app and its routes, login and session, the header, the dashboard, shared words, 系统管理 and 个人中心 ——
  app,
  route,
  login,
  session,
  http,
  shell,
  pages,
  dashboard,
  common,
  user,
  role,
  menu,
  org,
  center,
  // —— shell (layout, tags, settings, footer), notifications, dictionaries, app releases, platforms ——
  layout,
  tags,
  footer,
  notice,
  announcement,
  dict,
  apk,
  platform,
  privacy,
  // —— generic list screens (src/resources: zh-CN/*.ts), the customer detail page, and the jobs drawer (src/jobs) ——
  resourceList,
  resourceDetail,
  resourceRelation,
  resourceSections,
  vocabulary,
  siteSurvey,
  samplingPlan,
  samplePrepare,
  siteSampling,
  samples,
  laboratory,
  staffAuthorization,
  incomingSamples,
  judgements,
  reports,
  approvals,
  qualityControl,
  archive,
  workCalendar,
  supervisionTasks,
  richText,
  industryNews,
  publicNews,
  reportDisclosure,
  publicDisclosure,
  risk,
  signatures,
  customerDetail,
  helper,
  zoneSupervision,
  provincialQc,
  provincialPush,
  jobs,
} as const;

export type Messages = typeof zhCN;

import type { ReportContent } from '@ohit/contracts';
import { escapeHtml } from '../html/escape-html';
import { chapter, EMPTY, facts, lines, ordered, table, text } from '../html/html-parts';

const dates = (list: readonly string[]) => (list.length ? list.join('、') : null);

/** 一、项目概况: the employer as surveyed, the project's facts and dates, the team with their roles. */
export function overview(content: ReportContent): string {
  const e = content.employer;
  const p = content.project;
  const employer = facts([
    ['用人单位', e.name],
    ['统一社会信用代码', e.creditCode],
    ['地址', e.address],
    ['所属行业', e.industry],
    ['联系人', e.contact],
    ['联系电话', e.phone],
    ['职工总数', e.employees],
    ['接触职业病危害人数', e.exposedWorkers],
  ]);
  const project = facts([
    ['项目编号', p.code],
    ['项目名称', p.name],
    ['合同编号', p.contractNo],
    ['检测类型', content.checkTypeName],
    ['现场调查日期', p.surveyDate],
    ['现场采样日期', dates(p.samplingDates)],
    ['实验室检测日期', dates(p.labDates)],
    ['报告日期', p.reportDate],
  ]);
  const team = table(
    ['序号', '姓名', '项目职责'],
    content.team.map((m, i) => [String(i + 1), text(m.name), text(m.role)]),
    'team',
    [10, 40, 50],
  );
  return chapter('一、项目概况', `<h3>（一）用人单位基本情况</h3>${employer}<h3>（二）项目基本信息</h3>${project}<h3>（三）项目组成员</h3>${team}`);
}

/** 二、检测依据: the standards followed, and the edition the limits came from. */
export function basis(content: ReportContent): string {
  const edition = `<p>职业接触限值依据：${escapeHtml(content.limitsEdition ?? EMPTY)}</p>`;
  return chapter('二、检测依据', ordered(content.basis) + edition);
}

/** 三、检测方法与仪器: per hazard its standard and method, the instruments with their calibration validity. */
export function methods(content: ReportContent): string {
  const rows = content.methods.map((m, i) => [
    String(i + 1),
    text(m.hazard),
    text(m.standard),
    text(m.method),
    lines(m.instruments.map((x) => [x.name, x.model].filter(Boolean).join(' '))),
    lines(m.instruments.map((x) => x.code ?? EMPTY)),
    lines(m.instruments.map((x) => x.calibratedUntil ?? EMPTY)),
  ]);
  return chapter('三、检测方法与仪器', table(['序号', '检测项目', '检测依据', '检测方法', '仪器名称及型号', '仪器编号', '校准有效期至'], rows, 'methods', [6, 12, 16, 16, 22, 13, 15]));
}

/** 四、现场调查: every surveyed post with its headcount, working time and hazards. */
export function survey(content: ReportContent): string {
  const rows = content.posts.map((p, i) => [
    String(i + 1),
    text(p.workshop),
    text(p.post),
    text(p.headcount),
    text(p.hoursPerDay),
    text(p.daysPerWeek),
    text(p.hazards.join('、')),
  ]);
  return chapter('四、现场调查', table(['序号', '车间', '岗位', '人数', '每日接触时间（h）', '每周工作天数（d）', '职业病危害因素'], rows, 'posts', [6, 14, 14, 7, 12, 12, 35]));
}

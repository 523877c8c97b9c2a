import type { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { sanitizeRichText } from '../platform';

/** `npm start`'s demo 行业资讯: three published articles, so the public /industryNews page has something to show. */
const DEMO_NEWS = [
  {
    title: '关于做好年度职业病危害因素定期检测工作的通知（演示）',
    category: '1',
    summary: '用人单位应当按规定委托具备资质的职业卫生技术服务机构，每年至少进行一次职业病危害因素检测。',
    content:
      '<h2>工作要求</h2><p>存在职业病危害因素的用人单位，应当建立职业病危害因素定期检测制度，<strong>每年至少委托一次</strong>检测，并将检测结果存入职业卫生档案。</p>' +
      '<ul><li>检测前核实工作场所和岗位的变化；</li><li>检测结果在工作场所醒目位置公告；</li><li>超标岗位及时整改并复测。</li></ul><p>本文为演示数据。</p>',
    daysAgo: 2,
  },
  {
    title: '工作场所有害因素职业接触限值标准修订动态（演示）',
    category: '2',
    summary: '标准修订稿对部分化学有害因素的接触限值作了调整，检测机构应关注实施日期并及时更新方法库。',
    content:
      '<h2>修订要点</h2><p>修订稿调整了部分化学有害因素的时间加权平均容许浓度，并完善了超限倍数的适用说明。</p>' +
      '<blockquote>检测机构应在标准实施前完成方法验证和人员培训。</blockquote><p>本文为演示数据。</p>',
    daysAgo: 9,
  },
  {
    title: '示范机构完成实验室能力验证（演示）',
    category: '4',
    summary: '示范职业卫生技术服务有限公司参加本年度实验室能力验证，全部项目结果满意。',
    content:
      '<p>示范职业卫生技术服务有限公司参加了本年度的实验室间能力验证，涵盖<em>苯系物</em>、<em>粉尘</em>和<em>噪声</em>等项目，结果均为满意。</p>' +
      '<table><thead><tr><th>项目</th><th>结果</th></tr></thead><tbody><tr><td>苯系物</td><td>满意</td></tr><tr><td>粉尘</td><td>满意</td></tr><tr><td>噪声</td><td>满意</td></tr></tbody></table><p>本文为演示数据。</p>',
    daysAgo: 20,
  },
] as const;

/**
 * Adds the demo articles that are not there yet (by title), published by the platform
 * administrator's organisation; running it twice adds nothing. Only the seed CLI runs it.
 */
export async function seedDemoNews(ds: DataSource, organizationId: number): Promise<number> {
  return ds.transaction(async (m) => {
    let added = 0;
    for (const n of DEMO_NEWS) {
      const rows: { id: number }[] = await m.query(
        `INSERT INTO industry_news (title, category, summary, author, content, state, published_at, organization_id, create_by, update_by)
         SELECT $1::varchar, $2::varchar, $3::varchar, '平台编辑', $4::text, 'published', now() - make_interval(days => $5::int), $6::int, 'seed', 'seed'
          WHERE NOT EXISTS (SELECT 1 FROM industry_news WHERE title = $1::varchar)
         RETURNING id`,
        [n.title, n.category, n.summary, sanitizeRichText(n.content), n.daysAgo, organizationId],
      );
      added += rows.length;
    }
    if (added) {
      await new DomainEventsService().append(m, {
        type: EVENT_TYPES.DemoDataSeeded,
        aggregateType: 'seed',
        aggregateId: 'demo-industry-news',
        payload: { organizationId, articles: added },
        reason: 'demo seed',
      });
    }
    return added;
  });
}

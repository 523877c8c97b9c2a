import 'reflect-metadata';
import { ConfigError, loadConfig } from '@ohit/server-config';
import { createDataSource } from '@ohit/server-database';
import { ensureDemoCertificate } from '@ohit/server-pdf-sign';
import { seedDictionaries } from '../modules/dictionaries/seed-dictionaries';
import { DEFAULT_DEMO_PASSWORD, seedDemo } from './seed-demo';
import { seedDemoProjects } from './seed-demo-projects';
import { seedDemoEquipment } from './seed-demo-equipment';
import { seedMethodLibrary } from './seed-method-library';
import { seedDemoStaffAuthorizations } from './seed-demo-staff-authorizations';
import { seedDemoTemplates } from './seed-demo-templates';
import { seedDemoNews } from './seed-demo-news';
import { seedDemoApprovalFlows } from './seed-demo-approval-flows';
import { seedDemoSupervision } from './seed-demo-supervision';
import { seedDemoPushedReport } from './seed-demo-pushed-report';

/** `node apps/api/dist/seed/main.js`: seeds the demo data (never in production). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
  if (config.env === 'production') {
    console.error('seed: refusing to seed demo data when NODE_ENV=production');
    process.exit(1);
  }
  const password = config.seed.demoPassword ?? DEFAULT_DEMO_PASSWORD;
  const ds = createDataSource({ url: config.database.url, poolSize: 2 });
  await ds.initialize();
  try {
    const result = await seedDemo(ds, { password });
    const dictionaries = await seedDictionaries(ds);
    console.log(`seed: ${Object.keys(dictionaries).length} business dictionaries ready`);
    const methods = await seedMethodLibrary(ds, Object.values(result.organizations), result.users.admin);
    if (methods) console.log(`seed: ${methods} standard methods imported into the demo organisations`);
    const authorisations = await seedDemoStaffAuthorizations(ds, result.organizations.A, [result.users.analyst, result.users.labmanager], result.users.admin);
    if (authorisations) console.log(`seed: ${authorisations} staff authorisations (人员授权) for the demo analysts of organisation A`);
    const projects = await seedDemoProjects(ds, result.organizations.A);
    if (projects) console.log(`seed: ${projects} demo projects for organisation A`);
    const equipment = await seedDemoEquipment(ds, result.organizations.A);
    if (equipment) console.log(`seed: ${equipment} demo instruments and stock items for organisation A`);
    const templates = await seedDemoTemplates(ds, Object.values(result.organizations));
    if (templates) console.log(`seed: ${templates} default data templates (site survey, sampling plan) for the demo organisations`);
    const news = await seedDemoNews(ds, result.organizations.A);
    if (news) console.log(`seed: ${news} published demo articles (行业资讯) on the public /industryNews page`);
    const approvalSteps = await seedDemoApprovalFlows(ds, result.organizations.A, result.roles);
    if (approvalSteps) console.log(`seed: the demo approval flow of organisation A (${approvalSteps} steps: 编制 labmanager → 校核 approver → 审核 quality → 签发 approver → 质控签章 quality)`);
    // after the approval flow: the completed project's report passes it
    const pushed = await seedDemoPushedReport(ds, result.organizations.A);
    if (pushed) console.log('seed: a completed demo project of organisation A with its issued report pushed to the province (已推送, seen in 分区监管)');
    const supervision = await seedDemoSupervision(ds, result.organizations.S, result.organizations.A);
    if (supervision) console.log('seed: the authority\'s demo scoring sheet (评分管理) and expert pool (专家库), and organisation A\'s integral rules (积分规则)');
    // the self-signed certificate issued demo reports are signed with (a configured one is never replaced)
    if (!config.signing.p12Path) {
      const certificate = await ensureDemoCertificate(config.signing.demoDir);
      console.log(`seed: demo report signing certificate "${certificate.subject}" in ${config.signing.demoDir} (SHA-256 ${certificate.fingerprint.slice(0, 16)}…)`);
    }
    console.log(`seed: demo data ready (${Object.keys(result.organizations).length} organisations, ${result.menus} menus, ${Object.keys(result.roles).length} roles)`);
    console.log(`seed: demo logins (password ${config.seed.demoPassword ? 'from DEMO_PASSWORD' : DEFAULT_DEMO_PASSWORD}):`);
    for (const l of result.logins) console.log(`  ${l.username.padEnd(14)} ${l.organization} / ${l.role}`);
  } finally {
    await ds.destroy();
  }
}

main().catch((e) => {
  console.error('seed failed:', e instanceof Error ? e.message : e);
  process.exit(1);
});

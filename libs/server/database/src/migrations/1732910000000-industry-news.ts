import { MigrationInterface, QueryRunner } from 'typeorm';
import { SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

/**
 * 行业资讯 (INDUSTRY_NEWS): the platform's news articles. Platform-wide, so the list's indexes
 * are led by their own column, not by organization_id (the row keeps its author's organisation
 * for the audit only). The public list — published articles, newest first — walks
 * (state, published_at, id); a published article always carries its publication time.
 */
export class IndustryNews1732910000000 implements MigrationInterface {
  name = 'IndustryNews1732910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE industry_news (
        id serial PRIMARY KEY,
        title varchar(200) NOT NULL,
        category varchar(30) NOT NULL,
        summary varchar(500),
        author varchar(50),
        content text,
        state varchar(20) NOT NULL DEFAULT 'draft',
        published_at timestamptz,
        ${SYSTEM_COLUMNS},
        CONSTRAINT ck_industry_news_state CHECK (state IN ('draft', 'published', 'unpublished')),
        CONSTRAINT ck_industry_news_published_at CHECK (state <> 'published' OR published_at IS NOT NULL)
      )`);
    for (const col of ['title', 'category', 'published_at', 'created_at', 'updated_at', 'organization_id']) {
      await q.query(`CREATE INDEX idx_industry_news_${col} ON industry_news (${col}, id)`);
    }
    await q.query(`CREATE INDEX idx_industry_news_state_published ON industry_news (state, published_at DESC, id DESC)`);
    await trigramIndexes(q, 'industry_news', ['title']);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE industry_news`);
  }
}

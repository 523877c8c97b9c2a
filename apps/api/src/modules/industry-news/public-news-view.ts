import { type FieldOption, fieldOf, INDUSTRY_NEWS, optionLabel, type ResourceField, type PublicNewsDetail, type PublicNewsItem, publicNewsCoverUrl } from '@ohit/contracts';
import { withDictionaryOptions } from '@ohit/server-resource-engine';

export interface PublicNewsRow {
  id: number;
  title: string;
  summary: string | null;
  category: string | null;
  author: string | null;
  published_at: Date | string;
  has_cover: boolean;
  content?: string | null;
}

/** Columns of a public list row (`n` is industry_news): the cover's presence read from the attachments' index. */
export const PUBLIC_NEWS_COLUMNS = `n.id, n.title, n.summary, n.category, n.author, n.published_at,
  EXISTS (SELECT 1 FROM resource_attachments a WHERE a.resource = '${INDUSTRY_NEWS.name}' AND a.record_id = n.id AND a.slot = 'cover') AS has_cover`;

const categoryField = fieldOf(INDUSTRY_NEWS, 'category') as ResourceField;

export function publicNewsItem(r: PublicNewsRow, categories: readonly FieldOption[]): PublicNewsItem {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    category: r.category,
    categoryName: r.category === null ? null : optionLabel({ ...categoryField, options: [...categories] }, r.category),
    author: r.author,
    publishedAt: r.published_at instanceof Date ? r.published_at.toISOString() : new Date(r.published_at).toISOString(),
    coverUrl: r.has_cover ? publicNewsCoverUrl(r.id) : null,
  };
}

export function publicNewsDetail(r: PublicNewsRow, categories: readonly FieldOption[]): PublicNewsDetail {
  return { ...publicNewsItem(r, categories), content: r.content ?? '' };
}

/** The categories as the platform's 字典管理 labels them (built-ins relabelled and extended by the platform-wide entries). */
export async function publicCategories(run: (sql: string, params?: unknown[]) => Promise<unknown>): Promise<FieldOption[]> {
  // organisation 0 is none: only the platform-wide entries apply to a platform-wide page
  const view = await withDictionaryOptions(run as Parameters<typeof withDictionaryOptions>[0], INDUSTRY_NEWS, 0);
  return view.fields.find((f) => f.name === 'category')?.options ?? [];
}

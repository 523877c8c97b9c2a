import type { ReasonContext } from './guards';
import { StateMachine } from './state-machine';

export type NewsPublicationState = 'draft' | 'published' | 'unpublished';

export type NewsPublicationEvent = 'publish' | 'unpublish';

export type NewsPublicationContext = ReasonContext;

/**
 * An article of the platform's public pages (行业资讯): written as a 草稿, shown to everyone once
 * 发布, taken off the public pages by 下线 (and published again after a correction). Only
 * published articles are public; none is terminal, so a correction never needs a new article.
 */
export const newsPublicationStateMachine = new StateMachine<NewsPublicationState, NewsPublicationEvent, NewsPublicationContext>({
  id: 'newsPublication',
  name: '资讯',
  initial: 'draft',
  states: {
    draft: { label: '草稿' },
    published: { label: '已发布' },
    unpublished: { label: '已下线' },
  },
  events: {
    publish: { label: '发布' },
    unpublish: { label: '下线' },
  },
  transitions: [
    { from: ['draft', 'unpublished'], event: 'publish', to: 'published' },
    { from: 'published', event: 'unpublish', to: 'unpublished' },
  ],
});

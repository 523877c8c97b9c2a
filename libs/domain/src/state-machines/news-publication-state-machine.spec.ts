import { newsPublicationStateMachine as m } from './news-publication-state-machine';

describe('news publication state machine', () => {
  it('publishes a draft, takes it off line and publishes it again', () => {
    expect(m.stateLabel(m.initial)).toBe('草稿');
    expect(m.transition('draft', 'publish', {})).toBe('published');
    expect(m.transition('published', 'unpublish', {})).toBe('unpublished');
    expect(m.transition('unpublished', 'publish', {})).toBe('published');
  });

  it('refuses to publish twice or to take a draft off line, in Chinese', () => {
    expect(() => m.transition('published', 'publish', {})).toThrow('资讯处于“已发布”状态，不能执行“发布”');
    expect(() => m.transition('draft', 'unpublish', {})).toThrow('资讯处于“草稿”状态，不能执行“下线”');
  });
});

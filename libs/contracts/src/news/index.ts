export * from './industry-news.declaration';
export * from './public-news';

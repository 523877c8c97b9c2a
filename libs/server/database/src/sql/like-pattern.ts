/** `keyword` with LIKE's wildcards and escape character escaped (the default escape is `\`). */
export function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%keyword%`: contains, wildcards in the keyword taken literally. */
export function likePattern(keyword: string): string {
  return `%${escapeLike(keyword)}%`;
}

/** `keyword%`: starts with, wildcards in the keyword taken literally. */
export function prefixPattern(keyword: string): string {
  return `${escapeLike(keyword)}%`;
}

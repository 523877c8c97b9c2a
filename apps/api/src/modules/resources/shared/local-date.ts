/** Today as 'YYYY-MM-DD' in the server's time zone (TZ; the deployment sets Asia/Shanghai): a stage's date as people there name it. */
export function localDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

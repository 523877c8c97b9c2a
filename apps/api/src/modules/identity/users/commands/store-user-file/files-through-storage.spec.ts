import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const API_SRC = join(__dirname, '../../../../..');

/** Every non-test source file of the api (test support under src/testing excluded). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : sources(full);
    return /\.ts$/.test(e.name) && !/\.(spec|integration-spec)\.ts$/.test(e.name) ? [full] : [];
  });
}

describe('the api writes files only through the storage port', () => {
  it('no api source writes to the file system itself (fs.writeFile, createWriteStream, appendFile, copyFile)', () => {
    const writers = /\b(writeFile|writeFileSync|createWriteStream|appendFile|appendFileSync|copyFile|copyFileSync)\b/;
    const offenders = sources(API_SRC)
      .filter((f) => /from ['"](node:)?fs(\/promises)?['"]/.test(readFileSync(f, 'utf8')) && writers.test(readFileSync(f, 'utf8')))
      .map((f) => relative(API_SRC, f));
    expect(offenders).toEqual([]);
  });

  it('the scan sees the api (the user file command is among the files read)', () => {
    expect(sources(API_SRC).map((f) => relative(API_SRC, f))).toContain('modules/identity/users/commands/store-user-file/store-user-file.handler.ts');
  });
});

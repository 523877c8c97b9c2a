import { withPaths } from './technical-file-documents';

const doc = (fileName: string, source = '现场采样 CY-2026-0001（2026-03-05）') => ({
  attachmentId: 1,
  group: '05 现场采样',
  source,
  title: '现场照片',
  fileName,
  size: 1,
  key: 'k',
  link: null,
});

describe('withPaths', () => {
  it('places each file under its group and record, numbering a second file of the same name', () => {
    expect(withPaths([doc('IMG_1.jpg'), doc('img_1.JPG'), doc('IMG_1.jpg'), doc('说明')]).map((d) => d.path)).toEqual([
      '05 现场采样/现场采样 CY-2026-0001（2026-03-05）/IMG_1.jpg',
      '05 现场采样/现场采样 CY-2026-0001（2026-03-05）/img_1（2）.JPG',
      '05 现场采样/现场采样 CY-2026-0001（2026-03-05）/IMG_1（3）.jpg',
      '05 现场采样/现场采样 CY-2026-0001（2026-03-05）/说明',
    ]);
  });

  it('never lets a name leave its folder or carry characters a file system refuses', () => {
    expect(withPaths([doc('../../etc/passwd', 'a/b:c'), doc('..\u0001x*?.pdf')]).map((d) => d.path)).toEqual([
      '05 现场采样/a_b_c/__.._etc_passwd',
      '05 现场采样/现场采样 CY-2026-0001（2026-03-05）/__x__.pdf',
    ]);
  });
});

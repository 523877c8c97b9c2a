import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { parseCsv } from '../csv/parse-csv';
import { PHYSICAL_LIMIT_CSV_HEADER, type PhysicalLimitRow } from './physical-limit-row';

/** Parses one physical-limit CSV text; `file` is the base name recorded on every row. */
export function parsePhysicalLimitCsv(text: string, file: string): PhysicalLimitRow[] {
  const [header, ...records] = parseCsv(text, file);
  if (!header || header.join(',') !== PHYSICAL_LIMIT_CSV_HEADER.join(',')) {
    throw new DomainError(DomainErrorCodes.invalidCsv, `${file} 表头应为 ${PHYSICAL_LIMIT_CSV_HEADER.join(',')}`, {
      file,
      header: header ?? [],
    });
  }
  return records.map((cells, index) => {
    if (cells.length !== PHYSICAL_LIMIT_CSV_HEADER.length) {
      throw new DomainError(
        DomainErrorCodes.invalidCsv,
        `${file} 第${index + 2}条记录应有 ${PHYSICAL_LIMIT_CSV_HEADER.length} 列，实际 ${cells.length} 列`,
        { file, record: index + 2 },
      );
    }
    const [factorZh, condition, context, parameter, value, unit, source] = cells as [
      string, string, string, string, string, string, string,
    ];
    if (source.trim() === '') {
      throw new DomainError(DomainErrorCodes.invalidCsv, `${file} 第${index + 2}条记录缺少来源（source）`, {
        file,
        record: index + 2,
      });
    }
    return { file, factorZh, condition, context, parameter, value, unit, source };
  });
}

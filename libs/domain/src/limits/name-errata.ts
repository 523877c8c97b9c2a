/**
 * Names the delivered GBZ 2.1-2019 data garbled when it was extracted from the standard's PDF: a
 * formula's subscripts fell out to the end of the name (the standard writes 锰及其无机化合物（按MnO₂计）;
 * the data says "（按MnO 计）2"). Corrected when the table is loaded, with the digits inline as the
 * data writes SiO2 elsewhere; the CSV stays as delivered, its source column unchanged.
 */
export const LIMIT_NAME_ERRATA: Readonly<Record<string, string>> = {
  '锰及其无机化合物（按MnO 计）2': '锰及其无机化合物（按MnO2计）',
  '碲化铋（按Bi Te 计）2 3': '碲化铋（按Bi2Te3计）',
};

/** The name as the standard writes it. */
export function correctedLimitName(nameZh: string): string {
  return LIMIT_NAME_ERRATA[nameZh] ?? nameZh;
}

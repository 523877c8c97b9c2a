import { INSTRUMENT_FAMILY_OPTIONS, type LabFamilyScreen } from '@ohit/contracts';
import { dec, isLabFamilyCode, LAB_READINGS, labFamily, type LabFamilyDefinition, type LabReadingKey } from '@ohit/domain';

/** The family definition of a batch, or null for a code @ohit/domain does not define. */
export function familyOf(code: unknown): LabFamilyDefinition | null {
  return typeof code === 'string' && isLabFamilyCode(code) ? labFamily(code) : null;
}

/** How the screens name a family: the catalogue's label (气相色谱), else the definition's, else the code. */
export function familyLabel(code: unknown): string {
  const text = String(code ?? '');
  return INSTRUMENT_FAMILY_OPTIONS.find((o) => o.value === text)?.label ?? familyOf(text)?.label ?? text;
}

/** The families a screen lists: its own and the ones it shows beside (有机样品). */
export function screenFamilies(screen: LabFamilyScreen): string[] {
  return [screen.family, ...(screen.alsoFamilies ?? [])];
}

export interface ReadingColumn {
  key: LabReadingKey;
  /** LAB_READINGS' label with the family's unit: 解吸液体积 v（mL）. */
  title: string;
  label: string;
  unit: string;
  optional: boolean;
}

/** The readings the analyst enters for an item of the family, in the family's order. */
export function readingColumns(family: LabFamilyDefinition): ReadingColumn[] {
  return family.readings.map((key) => {
    const info = LAB_READINGS[key];
    const unit = family.readingUnits?.[key] ?? info.unit;
    return { key, label: info.label, unit, title: unit ? `${info.label}（${unit}）` : info.label, optional: family.optionalReadings?.includes(key) ?? false };
  });
}

/** A stored decimal as the analyst reads it: '5.200000' → '5.2' (text only, no float); '' when empty. */
export function plainDecimal(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return dec(String(value)).trimTo(0).toString();
  } catch {
    return String(value);
  }
}

/** A decimal to 8 significant digits (the curve's a and b), '' when empty. */
export function eightSignificant(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    const d = dec(value);
    return d.isZero() ? '0' : d.roundToSignificant(8).toString();
  } catch {
    return value;
  }
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Whether a typed reading is a decimal the server takes ('' is an empty reading). */
export function isDecimalText(text: string): boolean {
  return text.trim() === '' || DECIMAL.test(text.trim());
}

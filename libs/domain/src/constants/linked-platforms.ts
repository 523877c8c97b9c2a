/**
 * Types of the linked-platform addresses (spec §7, §9: types 3, 5, 6, 7, each giving an
 * ip and port). The spec gives the numbers, not which is which; they are assigned to the
 * navbar's external buttons in order (spec §2 "Navbar").
 */
export const LinkedPlatformType = Object.freeze({
  /** Button 1: medical-enterprise occupational-health platform. */
  MedicalEnterprise: 3,
  /** Button 2: industrial radiation testing login. */
  IndustrialRadiation: 5,
  /** Button 3: report disclosure. */
  ReportDisclosure: 6,
  /** Button 4: toolbox. */
  Toolbox: 7,
} as const);
export type LinkedPlatformType = (typeof LinkedPlatformType)[keyof typeof LinkedPlatformType];

export const LINKED_PLATFORM_TYPES = Object.freeze([3, 5, 6, 7] as const);

export const LINKED_PLATFORM_LABELS: Readonly<Record<LinkedPlatformType, string>> = Object.freeze({
  3: '医疗企业职业健康平台',
  5: '工业辐射检测平台',
  6: '报告公示',
  7: '工具箱',
});

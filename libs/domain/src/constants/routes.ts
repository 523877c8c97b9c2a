/** Fixed routes (spec §2 "Routing rules"). */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/dashboard';
export const NO_PERMISSION_PATH = '/401';
export const NOT_FOUND_PATH = '/404';
export const REDIRECT_PATH = '/redirect';

/** Routes that need no token. */
export const PUBLIC_ROUTES = Object.freeze([
  '/login',
  '/technicalServiceSign',
  '/unitSignature',
  '/orgReportFormula',
  '/orgReportFormulaDetails',
  '/industryNews',
  '/industryNewsDetails',
  // the page a report's verification QR code opens (issued reports only)
  '/reportVerify',
] as const);
export type PublicRoute = (typeof PUBLIC_ROUTES)[number];

/** True when the path (query and hash ignored) is one of the public routes, exactly. */
export function isPublicRoute(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return (PUBLIC_ROUTES as readonly string[]).includes(bare);
}

/** Top-level routes wrapped in the layout with an 'index' child. */
export const LAYOUT_INDEX_ROUTES = Object.freeze([
  '/customer',
  '/reportPreview',
  '/reportPreviewNew',
  '/risk',
  '/projectAuditReview',
  '/lab/laboratory',
  '/qualityControl',
  '/qualityControlNew',
  '/lab/sampleDistribute',
  '/lab/incomingsample',
  '/qualitySupervision',
  '/qsQualityControls',
] as const);

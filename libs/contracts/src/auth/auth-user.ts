/** Shapes of the authentication endpoints (spec §3 "User session", §7 "Authentication and menus"). */

export interface OrganizationRef {
  organizationId: number;
  name: string;
  code: string;
  logo: string | null;
  favicon: string | null;
}

export interface UserDto {
  id: number;
  username: string;
  /** The spec's session reads `userName`; both are sent. */
  userName: string;
  nickName: string;
  phone: string | null;
  email: string | null;
  isAdmin: boolean;
  /** Enterprise flag: 1 for enterprise users, 0 otherwise (kept numeric as the spec has it). */
  isQy: 0 | 1;
  /** An enterprise user's employer: its 18-character credit code (null when not linked or not an enterprise user). */
  enterpriseCreditCode?: string | null;
  expiryDate: string | null;
  enabled: boolean;
  avatar: string | null;
  signature: string | null;
  organization: OrganizationRef | null;
}

/** ZONE: a health authority's supervisor reading (never writing) the organisations of its zones (area-code prefixes). */
export type DataScopeKind = 'ALL' | 'OWN_ORG' | 'CUSTOM' | 'ZONE';

/** `user` object of POST auth/login and GET auth/info. */
export interface AuthInfo {
  user: UserDto;
  /** Button permission codes (menus of type >= 2); `admin` for administrators. */
  roles: string[];
  /** Organisation ids the user may see; empty for ALL. */
  dataScopes: number[];
  authorities: { authority: string }[];
}

export interface CaptchaResponse {
  /** data:image/svg+xml;base64,… */
  img: string;
  uuid: string;
}

export interface LoginRequest {
  username: string;
  password: string;
  code: string;
  uuid: string;
}

export interface LoginResponse {
  /** "Bearer <jwt>" — sent back as the Authorization header verbatim. */
  token: string;
  user: AuthInfo;
}

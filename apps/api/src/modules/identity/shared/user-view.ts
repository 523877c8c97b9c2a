import type { UserDto } from '@ohit/contracts';

/** The explicit column list every user read uses: never the password hash. */
export const USER_COLUMNS = `u.id, u.username, u.nick_name, u.phone, u.email, u.is_admin, u.is_qy, u.enterprise_credit_code, u.expiry_date,
  u.enabled, u.avatar, u.signature, u.version, u.created_at, u.updated_at, u.organization_id,
  o.name AS org_name, o.code AS org_code, o.logo AS org_logo, o.favicon AS org_favicon`;
export const USER_FROM = `users u JOIN organizations o ON o.id = u.organization_id`;

export interface UserViewRow {
  id: number;
  username: string;
  nick_name: string;
  phone: string | null;
  email: string | null;
  is_admin: boolean;
  is_qy: number;
  enterprise_credit_code?: string | null;
  expiry_date: Date | null;
  enabled: boolean;
  avatar: string | null;
  signature: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  organization_id: number;
  org_name: string;
  org_code: string;
  org_logo: string | null;
  org_favicon: string | null;
}

export function toUserDto(r: UserViewRow): UserDto {
  return {
    id: r.id,
    username: r.username,
    userName: r.username,
    nickName: r.nick_name,
    phone: r.phone,
    email: r.email,
    isAdmin: r.is_admin,
    isQy: Number(r.is_qy) === 1 ? 1 : 0,
    enterpriseCreditCode: r.enterprise_credit_code ?? null,
    expiryDate: r.expiry_date ? new Date(r.expiry_date).toISOString() : null,
    enabled: r.enabled,
    avatar: r.avatar,
    signature: r.signature,
    organization: {
      organizationId: r.organization_id,
      name: r.org_name,
      code: r.org_code,
      logo: r.org_logo,
      favicon: r.org_favicon,
    },
  };
}

/** Shapes of users, roles, menus, organisations and the dashboard (issue 3, docs/api.md, "Identity and access"). */
import type { DataScopeKind, UserDto } from '../auth/auth-user';

export interface IdRef {
  id: number;
  name: string;
}

/** A row of GET api/users: the session's UserDto plus what the list and edit form need. */
/** `GET api/users/options`: a colleague a user field may name (id, display name, user name). */
export interface UserOption {
  id: number;
  name: string;
  username: string;
}

export interface UserRow extends UserDto {
  roles: IdRef[];
  version: number;
  createTime: string;
  updateTime: string;
}

export interface CreateUserRequest {
  username: string;
  nickName: string;
  password: string;
  phone?: string | null;
  email?: string | null;
  /** Administrators only. */
  isAdmin?: boolean;
  /** Administrators only. */
  isQy?: 0 | 1;
  /** Administrators only: an enterprise user's employer (18-character credit code); '' or null unlinks. */
  enterpriseCreditCode?: string | null;
  enabled?: boolean;
  /** ISO date; non-administrators may not go past their own expiry. Defaults to the creator's. */
  expiryDate?: string | null;
  /** Defaults to the creator's organisation; must be inside the creator's scope. */
  organizationId?: number;
  roleIds?: number[];
}

export interface EditUserRequest {
  id: number;
  version?: number;
  username?: string;
  nickName?: string;
  phone?: string | null;
  email?: string | null;
  isAdmin?: boolean;
  isQy?: 0 | 1;
  enterpriseCreditCode?: string | null;
  enabled?: boolean;
  organizationId?: number;
  roleIds?: number[];
}

export interface RoleDto {
  id: number;
  name: string;
  /** Smaller is more powerful (1 = top). A user's level is the smallest of their roles'. */
  level: number;
  dataScope: DataScopeKind;
  description: string | null;
  organization: { organizationId: number; name: string } | null;
  /** Menu and button ids granted to the role. */
  menus: { id: number }[];
  /** The explicit organisations of a CUSTOM data scope. */
  organizations: IdRef[];
  /** The area-code prefixes of a ZONE data scope (行政区划代码前缀). */
  zoneCodes: string[];
  version: number;
  createTime: string;
}

export interface CreateRoleRequest {
  name: string;
  level: number;
  description?: string | null;
  dataScope?: DataScopeKind;
  organizationIds?: number[];
  zoneCodes?: string[];
  organizationId?: number;
  menuIds?: number[];
}

export interface MenuDto {
  id: number;
  pid: number | null;
  type: 0 | 1 | 2;
  title: string;
  componentName: string | null;
  component: string | null;
  path: string | null;
  icon: string | null;
  sort: number;
  iFrame: boolean;
  cache: boolean;
  hidden: boolean;
  permission: string | null;
  subCount: number;
  hasChildren: boolean;
  leaf: boolean;
  label: string;
  createTime: string;
  version: number;
  children?: MenuDto[];
}

/** GET api/familyBucket/getFamilyBucket */
export interface FamilyBucketNode {
  id: number;
  pid: number | null;
  title: string;
  type: 0 | 1 | 2;
  permission: string | null;
  children: FamilyBucketNode[];
}

export interface OrganizationDto {
  id: number;
  organizationId: number;
  name: string;
  code: string;
  zoneCode: string | null;
  logo: string | null;
  favicon: string | null;
  parentId: number | null;
  enabled: boolean;
  /** 允许自校核/自审核 (ISO/IEC 17025): whether one person may check or verify their own results. */
  allowSelfVerification: boolean;
  /** What its reports print of it (ORGANIZATION_REPORT_FACTS); null when not recorded. */
  qualificationNo: string | null;
  /** 资质等级: a value of the qualification_level dictionary. */
  qualificationLevel: string | null;
  creditCode: string | null;
  legalRepresentative: string | null;
  technicalDirector: string | null;
  address: string | null;
  phone: string | null;
  version: number;
  createTime: string;
}

/** How many projects are in one workflow state (machine order; states with none are left out). */
export interface ProjectStateCount {
  state: string;
  label: string;
  count: number;
}

/** `GET api/dashboard/summary`: the home page's four cards, counted within the caller's organisation scope. */
export interface DashboardSummary {
  projectsByState: ProjectStateCount[];
  /** Projects not yet archived or stopped. */
  openProjects: number;
  /** Inspected units whose next periodic detection is due within `dueWithinDays` days, overdue ones included. */
  unitsDue: number;
  dueWithinDays: number;
  /** Projects in work that the caller leads (项目负责人) or is on the team of. */
  myOpenTasks: number;
  /** Jobs (exports, imports …) queued or running. */
  jobsRunning: number;
}

export interface UploadResponse {
  /** The api path that serves the stored image, e.g. `/api/users/12/avatar` (GET, with the token). */
  path: string;
}

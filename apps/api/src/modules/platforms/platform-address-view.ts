/** A linked-platform address as the administrators' screen lists it. */
export interface PlatformAddressView {
  id: number;
  type: number;
  name: string;
  ip: string;
  port: number;
  version: number;
  createTime: string;
  updateTime: string;
}

/** What the navbar needs to open a linked platform. */
export interface PlatformLink {
  type: number;
  ip: string;
  port: number;
}

export const PLATFORM_ADDRESS_COLUMNS = `id, type, name, ip, port, version, created_at AS "createTime", updated_at AS "updateTime"`;

import { useEffect, useState } from 'react';
import { LINKED_PLATFORM_LABELS, LinkedPlatformType } from '@ohit/domain';
import { http } from '../http/request';

/** GET api/platformAddress/byTypes → [{type, ip, port, name}] (types 3, 5, 6, 7). */
export interface PlatformAddress {
  type: number;
  ip: string | null;
  port: number | string | null;
  name?: string | null;
}

/** http://ip:port for a configured address, or null (no ip). An ip with a scheme is kept as given. */
export function platformUrl(address: PlatformAddress | undefined): string | null {
  const ip = address?.ip?.trim();
  if (!ip) return null;
  const withScheme = /^https?:\/\//i.test(ip) ? ip : `http://${ip}`;
  const port = address?.port === null || address?.port === undefined ? '' : String(address.port).trim();
  if (!port) return withScheme;
  try {
    const url = new URL(withScheme);
    if (!url.port) url.port = port;
    return url.toString().replace(/\/$/, url.pathname === '/' ? '' : '/');
  } catch {
    return null;
  }
}

/** Where report disclosure goes: the public page of this platform (always available). */
export const REPORT_DISCLOSURE_PATH = '/orgReportFormula';

export interface NavbarLink {
  key: 'medical' | 'radiation' | 'report' | 'toolbox';
  type: LinkedPlatformType;
  label: string;
  /** Absolute URL, or null when not configured (button disabled). */
  href: string | null;
}

/**
 * The navbar's four buttons (spec §2), in order, with the types of LINKED_PLATFORM_LABELS:
 * 1 medical-enterprise platform (3) and 2 industrial radiation login (5) — disabled unless
 * configured; 3 report disclosure (6) — always enabled, the public /orgReportFormula page;
 * 4 toolbox (7) — disabled unless configured.
 */
export function navbarLinks(addresses: readonly PlatformAddress[]): NavbarLink[] {
  const byType = (type: number) => addresses.find((a) => Number(a.type) === type);
  return [
    { key: 'medical', type: LinkedPlatformType.MedicalEnterprise, label: LINKED_PLATFORM_LABELS[3], href: platformUrl(byType(3)) },
    { key: 'radiation', type: LinkedPlatformType.IndustrialRadiation, label: LINKED_PLATFORM_LABELS[5], href: platformUrl(byType(5)) },
    { key: 'report', type: LinkedPlatformType.ReportDisclosure, label: LINKED_PLATFORM_LABELS[6], href: REPORT_DISCLOSURE_PATH },
    { key: 'toolbox', type: LinkedPlatformType.Toolbox, label: LINKED_PLATFORM_LABELS[7], href: platformUrl(byType(7)) },
  ];
}

let cached: Promise<PlatformAddress[]> | null = null;
const listeners = new Set<(list: PlatformAddress[]) => void>();

/** GET api/platformAddress/byTypes once; `force` reloads it and updates every navbar (after the admin screen saves). */
export function loadPlatformAddresses(force = false): Promise<PlatformAddress[]> {
  if (!cached || force) {
    const next = http
      .get<unknown>('api/platformAddress/byTypes', undefined, { silent: true })
      .then((raw) => (Array.isArray(raw) ? (raw as PlatformAddress[]) : []))
      .catch(() => {
        cached = null;
        return [] as PlatformAddress[];
      });
    cached = next;
    if (force) void next.then((list) => listeners.forEach((l) => l(list)));
  }
  return cached;
}

export function useNavbarLinks(): NavbarLink[] {
  const [addresses, setAddresses] = useState<PlatformAddress[]>([]);
  useEffect(() => {
    let alive = true;
    const update = (list: PlatformAddress[]) => alive && setAddresses(list);
    listeners.add(update);
    void loadPlatformAddresses().then(update);
    return () => {
      alive = false;
      listeners.delete(update);
    };
  }, []);
  return navbarLinks(addresses);
}

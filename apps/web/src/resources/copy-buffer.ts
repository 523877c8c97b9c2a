/** Per resource, the last copied row (spec §4 "a buffered copy of the form"); kept across screens. */
const buffers = new Map<string, Record<string, unknown>>();

export const copyBuffer = {
  has: (resource: string) => buffers.has(resource),
  get: (resource: string) => buffers.get(resource),
  set: (resource: string, row: Record<string, unknown>) => void buffers.set(resource, { ...row }),
};

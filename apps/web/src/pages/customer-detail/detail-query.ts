/** The spec §2 row-detail query of an inspected unit: belongInspect (its id) and belongInspectName. */
export interface CustomerDetailQuery {
  belongInspect: number | null;
  belongInspectName: string;
}

export function readCustomerDetailQuery(search: URLSearchParams): CustomerDetailQuery {
  const raw = search.get('belongInspect')?.trim() ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return {
    belongInspect: Number.isSafeInteger(id) && id > 0 ? id : null,
    belongInspectName: search.get('belongInspectName')?.trim() ?? '',
  };
}

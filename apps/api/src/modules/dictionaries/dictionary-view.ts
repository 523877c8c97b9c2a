/** Rows of the dictionaries screens (spec §3 field names). */
export interface DictView {
  id: number;
  name: string;
  description: string | null;
  version: number;
  createTime: string;
  updateTime: string;
}

export interface DictDetailView {
  id: number;
  label: string;
  value: string;
  dictSort: number;
  organizationId: number | null;
  version: number;
  dict: { id: number; name: string };
  createTime: string;
}

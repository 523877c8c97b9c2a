/** The generic paging contract of spec §7: zero-based page, size, repeated sort=field,dir. */
export interface PageQuery {
  page?: number;
  size?: number;
  sort?: string | string[];
}

export interface PageResult<T> {
  content: T[];
  totalElements: number;
}

/** Every error body: HTTP status equals `status` (spec §8 reads data.status and message). */
export interface ErrorBody {
  status: number;
  timestamp: string;
  message: string;
}

/** Business-code answers of delete and relation calls (spec §8). */
export interface BusinessCodeResponse {
  code: '200' | '400';
  message: string;
}

// Minimal types of pg-cursor 2.x (the package ships none).
declare module 'pg-cursor' {
  import type { Submittable } from 'pg';
  class Cursor<R = Record<string, unknown>> implements Submittable {
    constructor(text: string, values?: unknown[], config?: { rowMode?: 'array' });
    submit: Submittable['submit'];
    read(rows: number): Promise<R[]>;
    close(): Promise<void>;
  }
  export default Cursor;
}

/**
 * The generic list editor of spec §4, per action (add, edit, copy, paste):
 * normal (0) → prepared (1, form open) → processing (2, request sent);
 * success → normal (form reset, list refreshed); failure → prepared; cancel → normal (validation cleared).
 */
export const EditorStatus = Object.freeze({ Normal: 0, Prepared: 1, Processing: 2 } as const);
export type EditorStatus = (typeof EditorStatus)[keyof typeof EditorStatus];

export type EditorKind = 'add' | 'edit' | 'copy' | 'paste';

export interface EditorState {
  status: EditorStatus;
  kind: EditorKind | null;
  /** The row the form started from (edit, copy) or the buffered copy (paste). */
  record: Record<string, unknown> | null;
}

export type EditorEvent =
  | { type: 'open'; kind: EditorKind; record?: Record<string, unknown> | null }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed' }
  | { type: 'cancel' };

export const initialEditorState: EditorState = { status: EditorStatus.Normal, kind: null, record: null };

/** Transitions not listed (submit while closed, a second submit while processing…) change nothing. */
export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'open':
      if (state.status === EditorStatus.Processing) return state;
      return { status: EditorStatus.Prepared, kind: event.kind, record: event.record ?? null };
    case 'submit':
      return state.status === EditorStatus.Prepared ? { ...state, status: EditorStatus.Processing } : state;
    case 'succeeded':
      return state.status === EditorStatus.Processing ? initialEditorState : state;
    case 'failed':
      return state.status === EditorStatus.Processing ? { ...state, status: EditorStatus.Prepared } : state;
    case 'cancel':
      // a request in flight cannot be taken back: the dialog stays until it answers
      return state.status === EditorStatus.Prepared ? initialEditorState : state;
    default:
      return state;
  }
}

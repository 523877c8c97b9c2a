// Lets non-React code (the HTTP layer, providers) show antd feedback and navigate. The shell
// registers the real implementations; tests replace them with jest functions.
export interface UiBridge {
  error(message: string, durationS?: number): void;
  warning(message: string, durationS?: number): void;
  success(message: string, durationS?: number): void;
  navigate(to: string): void;
  reload(): void;
}

const fallback: UiBridge = {
  error: (m) => console.error(m),
  warning: (m) => console.warn(m),
  success: () => undefined,
  navigate: (to) => window.location.assign(to),
  reload: () => window.location.reload(),
};

let current: UiBridge = { ...fallback };

export const ui: UiBridge = {
  error: (m, d) => current.error(m, d),
  warning: (m, d) => current.warning(m, d),
  success: (m, d) => current.success(m, d),
  navigate: (to) => current.navigate(to),
  reload: () => current.reload(),
};

export function registerUi(part: Partial<UiBridge>): () => void {
  const before = current;
  current = { ...current, ...part };
  return () => {
    current = before;
  };
}

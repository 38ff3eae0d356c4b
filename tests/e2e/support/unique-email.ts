/** An address no other test (or earlier run against the same server) has used: `e2e-1732…-k3f9xq@example.com`. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

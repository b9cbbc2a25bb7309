/** A random key for one booking attempt. */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); a plain-http host still gets a random key.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// The content type of a stored photo, from its file name: the store never trusts what it was told.
export function photoContentType(key: string): string {
  return key.endsWith('.avif') ? 'image/avif' : 'image/webp';
}

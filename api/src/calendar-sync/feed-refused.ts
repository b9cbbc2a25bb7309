// Why a feed was not synced, in words the owner reads beside it (never its address, which is a secret).
export class FeedRefused extends Error {
  override name = 'FeedRefused';
}

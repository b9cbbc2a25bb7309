// TRUST_PROXY as Fastify takes it: its types have no hop count, so a number becomes the
// function proxy-addr would make of it (trust the first `hops` proxies in front of us).
export type TrustProxySetting = boolean | number | string;
export type FastifyTrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export function toFastifyTrustProxy(setting: TrustProxySetting): FastifyTrustProxy {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}

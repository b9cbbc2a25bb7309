/**
 * Which browsers were served which version of an area while a canary runs: the canary monitor's
 * denominators (failure rates are over distinct browsers). Kept in this process's memory with the
 * file state; in PostgreSQL when servers share the state, so each server's rates count the
 * browsers every server served, as the failures they are divided into come from every server.
 */
export interface ServedBrowsers {
  /** Notes a browser (its digest) served `version` of `area`; cheap, called on every /remotes.json of a canary's area. */
  note(area: string, version: string, browser: string): void;
  /** Distinct browsers served `version` of `area`, counting those in `failed` (they loaded it, or tried) too. */
  count(area: string, version: string, failed: ReadonlySet<string>): Promise<number>;
  /** Forgets every `area/version` but these (the versions of running canaries and their stable ones). */
  keepOnly(keys: ReadonlySet<string>): Promise<void>;
}

/** Past `maxPerVersion` browsers of one version, counting stops (the rates stay fair, memory bounded). */
export function memoryServedBrowsers(maxPerVersion: number): ServedBrowsers {
  const served = new Map<string, Set<string>>();
  return {
    note(area, version, browser) {
      const key = `${area}/${version}`;
      let browsers = served.get(key);
      if (!browsers) served.set(key, (browsers = new Set()));
      if (browsers.size < maxPerVersion) browsers.add(browser);
    },
    async count(area, version, failed) {
      return new Set([...(served.get(`${area}/${version}`) ?? []), ...failed]).size;
    },
    async keepOnly(keys) {
      for (const key of served.keys()) if (!keys.has(key)) served.delete(key);
    },
  };
}

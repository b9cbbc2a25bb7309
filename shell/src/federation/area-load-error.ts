import type { Area } from '@ceylon/shared';

/** How a script failed to arrive, in the words of webpack's ChunkLoadError. */
export type LoadFailureType = 'timeout' | 'error' | 'missing';

/** A part of the site that could not be loaded: which area, which file, and how it failed. */
export class AreaLoadError extends Error {
  override name = 'AreaLoadError';

  constructor(
    readonly area: Area,
    readonly type: LoadFailureType,
    readonly url: string,
    readonly version: string,
    cause?: unknown,
  ) {
    super(`Loading the ${area} area failed.\n(${type}: ${url})`, { cause });
  }
}

const SCRIPT_URL = /Script "([^"]+)"/;
const RESOURCE_URL = /resourceUrl[":\s]+([^\s",}]+)/;

interface Classified {
  type: LoadFailureType;
  url: string | undefined;
}

/** Reads the failure type and URL out of a webpack ChunkLoadError or a federation runtime error. */
export function classifyLoadError(error: unknown): Classified {
  if (error && typeof error === 'object' && 'name' in error && error.name === 'ChunkLoadError') {
    const chunkError = error as { type?: string; request?: string };
    const type = chunkError.type === 'timeout' || chunkError.type === 'missing' ? chunkError.type : 'error';
    return { type, url: chunkError.request };
  }
  const message = error instanceof Error ? error.message : String(error);
  const url = SCRIPT_URL.exec(message)?.[1] ?? RESOURCE_URL.exec(message)?.[1];
  return { type: /timed out/i.test(message) ? 'timeout' : 'error', url };
}

/**
 * A script tag cannot tell "not there" from "network down"; one HEAD request can.
 * Only asked after a failure, so it costs nothing on the happy path.
 */
export async function refineWithProbe(failure: Classified, fetchImpl: typeof fetch = fetch): Promise<Classified> {
  if (failure.type !== 'error' || !failure.url) return failure;
  try {
    const response = await fetchImpl(failure.url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 ? { ...failure, type: 'missing' } : failure;
  } catch {
    return failure;
  }
}

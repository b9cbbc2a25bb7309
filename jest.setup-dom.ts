import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * jsdom has no Fetch API, yet a react-router data router builds a `Request` for every navigation.
 * Test routes have no loaders or actions, so the router only reads the URL, the
 * method and the abort signal; this stand-in gives it those.
 */
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | undefined;
  readonly headers = { get: (): string | null => null };

  constructor(input: string | URL | { url: string }, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = typeof input === 'object' && 'url' in input ? input.url : String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal;
  }
}

if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = NavigationRequest as unknown as typeof Request;
}

// Testing Library's `findBy…`/`waitFor` give up after 1 s by default, which a loaded CI machine can
// spend on one render. A wait ends as soon as its condition holds, so a longer limit only slows a
// test that is failing anyway.
configure({ asyncUtilTimeout: 20_000 });

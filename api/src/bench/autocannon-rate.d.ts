// What the search benchmark uses of autocannon beyond api/src/cli/autocannon.d.ts (interfaces merge):
// a fixed overall rate, a worker thread for the load (so it does not share the API's event loop),
// and a module that sets each connection's requests (loaded by path in the worker).
declare module 'autocannon' {
  export interface Options {
    overallRate?: number;
    workers?: number;
    /** With workers: the path of a module whose export is called with each connection's client. */
    setupClient?: string;
  }

  export interface Client {
    setRequests(requests: Request[]): void;
  }

  export interface Histogram {
    p90: number;
    p97_5: number;
    max: number;
  }
}

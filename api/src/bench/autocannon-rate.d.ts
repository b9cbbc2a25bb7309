// What the search benchmark uses of autocannon beyond api/src/cli/autocannon.d.ts (interfaces merge):
// a fixed overall rate, a worker thread for the load (so it does not share the API's event loop).
declare module 'autocannon' {
  export interface Options {
    overallRate?: number;
    workers?: number;
  }

  export interface Histogram {
    p90: number;
    p97_5: number;
    max: number;
  }
}
